#!/usr/bin/env python3
"""Text cut between two reads reaches an app's text field byte for byte.

Runs the real apps on a pseudo-terminal of its own (the bytes must be cut exactly where
the test says, which tmux's key input would not do) and writes their input in pieces
with pauses: every split of a 2-, 3- and 4-byte character and a cluster across three
reads, typed and pasted; the issue's case (a paste whose `é` is cut, then 400 bytes)
at the start of a read and at a 4 KB boundary; a 1 MB non-ASCII paste. The full-screen
app is FaultExample's field (Enter saves the field to a file), also in the
screen-reader mode; the inline one is PromptsExample --inline-field (Enter prints
"Hello, <name>" above its region); the prompts are PromptsExample's first question.

usage: split_input.py FAULT_EXAMPLE PROMPTS_EXAMPLE WORKDIR
"""
import os
import pty
import select
import struct
import sys
import time
import fcntl
import termios

FAULT, PROMPTS, WORKDIR = sys.argv[1], sys.argv[2], sys.argv[3]
failures = []


def fail(message):
    failures.append(message)
    print("split_input: FAILED " + message, flush=True)


def spawn(argv, columns=100, rows=30, extra=None):
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", BRIKTUI_WIDTHS="glibc", **(extra or {}))
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


def read_until(fd, needle, seconds, seen=b""):
    """Reads the app's output until `needle` is in it (or the time is up)."""
    deadline = time.monotonic() + seconds
    while needle not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    return seen


def finish(pid, fd, seconds=20):
    """Drains the output until the app exits; its exit status."""
    deadline = time.monotonic() + seconds
    output = b""
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            os.close(fd)
            return status, output
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                output += os.read(fd, 65536)
            except OSError:
                pass
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return None, output


def write(fd, pieces):
    """Writes each (bytes, pause-before in seconds) piece, all of it, in order; returns
    what the app wrote meanwhile."""
    output = b""
    os.set_blocking(fd, False)
    for data, pause in pieces:
        time.sleep(pause)
        view = memoryview(data)
        while view:
            ready = select.select([], [fd], [], 10)[1]
            if not ready:
                raise RuntimeError("the app stopped reading its input")
            try:
                view = view[os.write(fd, view[:4096]):]
            except BlockingIOError:
                pass
            # Keep the app's output drained so that it never blocks writing.
            while select.select([fd], [], [], 0)[0]:
                try:
                    output += os.read(fd, 65536)
                except OSError:
                    break
    return output


def field(name, pieces, expected, extra=None, ready=b"fault example: field"):
    """FaultExample's field: the pieces, then Enter; the saved text must be `expected`."""
    out = os.path.join(WORKDIR, name + ".out")
    if os.path.exists(out):
        os.unlink(out)
    pid, fd = spawn([FAULT, "field", out], extra=extra)
    if ready not in read_until(fd, ready, 20):
        fail(f"{name}: the field app did not start")
        finish(pid, fd, 5)
        return
    try:
        write(fd, pieces + [(b"\r", 0.05)])
    except (RuntimeError, OSError) as error:
        fail(f"{name}: {error}")
        finish(pid, fd, 1)
        return
    status, _ = finish(pid, fd)
    saved = open(out, "rb").read() if os.path.exists(out) else b""
    want = expected.encode()
    if status != 0 or saved != want:
        first = next((i for i, (a, b) in enumerate(zip(saved, want)) if a != b), min(len(saved), len(want)))
        fail(
            f"{name}: exit {status}, saved {len(saved)} of {len(want)} bytes, first difference at byte {first}: "
            f"{saved[max(0, first - 10):first + 10]!r} vs {want[max(0, first - 10):first + 10]!r}")
    else:
        print(f"split_input: {name}: {len(saved)} bytes saved whole", flush=True)


def inline(name, pieces, expected):
    """PromptsExample --inline-field: the pieces, then Enter; it prints Hello, <text>."""
    pid, fd = spawn([PROMPTS, "--inline-field"])
    if b"Name:" not in read_until(fd, b"Name:", 20):
        fail(f"{name}: the inline app did not start")
        finish(pid, fd, 5)
        return
    output = write(fd, pieces) + write(fd, [(b"\r", 0.05)])
    status, rest = finish(pid, fd)
    output += rest
    want = ("Hello, " + expected).encode()
    if status != 0 or want not in output or "\ufffd".encode() in output:
        fail(f"{name}: exit {status}, wanted {want!r} in the output, got {output[-300:]!r}")
    else:
        print(f"split_input: {name}: printed whole", flush=True)


def prompt(name, pieces, expected):
    """PromptsExample's wizard: the pieces answer "Project name"; the answer is echoed."""
    pid, fd = spawn([PROMPTS], extra={"PROMPTS_TICK_MS": "1"})
    if b"Project name" not in read_until(fd, b"Project name", 20):
        fail(f"{name}: the prompts did not start")
        finish(pid, fd, 5)
        return
    output = write(fd, pieces) + write(fd, [(b"\r", 0.05)])
    output = read_until(fd, b"Template", 10, output)
    os.write(fd, b"\x03")
    finish(pid, fd, 10)
    if expected.encode() not in output or "\ufffd".encode() in output:
        fail(f"{name}: wanted {expected!r} in the output, got {output[-300:]!r}")
    else:
        print(f"split_input: {name}: answered whole", flush=True)


def splits(bracketed, pauses=(0, 0.03, 0.3)):
    """Every cut of é, 中 and 😀 at each pause, then a cluster across three reads."""
    pieces, expected = [], ""
    if bracketed:
        pieces.append((b"\x1b[200~", 0))
    for sample in ("é", "中", "😀"):
        data = sample.encode()
        for cut in range(1, len(data)):
            for pause in pauses:
                pieces += [(b"<" + data[:cut], 0), (data[cut:] + b">", pause)]
                expected += "<" + sample + ">"
    for scalar in "👩\u200d💻":
        pieces.append((scalar.encode(), 0.2))
    expected += "👩\u200d💻"
    if bracketed:
        pieces.append((b"\x1b[201~", 0))
    return pieces, expected


def main():
    os.makedirs(WORKDIR, exist_ok=True)
    e = "é".encode()
    tail = b"x" * 400
    # The reproduction: the paste's é cut after its first byte, 200 ms apart.
    field("issue-paste", [(b"\x1b[200~start-" + e[:1], 0), (e[1:] + tail + b"\x1b[201~", 0.2)], "start-é" + "x" * 400)
    field("issue-typed", [(b"start-" + e[:1], 0), (e[1:] + tail, 0.2)], "start-é" + "x" * 400)
    # The cut at the start of a read: the first byte alone.
    field("start-of-read", [(b"\x1b[200~start-", 0), (e[:1], 0.1), (e[1:] + tail + b"\x1b[201~", 0.2)],
          "start-é" + "x" * 400)
    # The cut at a 4 KB read boundary.
    fill = b"a" * (4096 - 6 - 1)
    field("4k-boundary", [(b"\x1b[200~" + fill + e[:1], 0), (e[1:] + tail + b"\x1b[201~", 0.2)],
          fill.decode() + "é" + "x" * 400)
    for bracketed in (False, True):
        pieces, expected = splits(bracketed)
        field("every-split-" + ("pasted" if bracketed else "typed"), pieces, expected)
    # A megabyte of non-ASCII text pasted at once.
    line = "Grüße, 世界 😀 ñandú — "
    big = line * (1_000_000 // len(line.encode()) + 1)
    field("1mb-paste", [(b"\x1b[200~" + big.encode() + b"\x1b[201~", 0)], big)
    # Inline mode (which used to turn the cut character into two U+FFFD).
    inline("inline-typed", [(b"Ad" + e[:1], 0), (e[1:] + b"a", 0.2)], "Adéa")
    inline("inline-pasted", [(b"\x1b[200~Ad" + e[:1], 0), (e[1:] + b"a\x1b[201~", 0.3)], "Adéa")
    # The prompts and the screen-reader mode read the same way.
    prompt("prompt-typed", [(b"Ad" + e[:1], 0), (e[1:] + b"a", 0.2)], "Adéa")
    field("screen-reader", [(b"start-" + e[:1], 0), (e[1:] + tail, 0.2)], "start-é" + "x" * 400,
          extra={"BRIKTUI_SCREEN_READER": "1"}, ready=b"paste here")
    sys.exit(1 if failures else 0)


main()
