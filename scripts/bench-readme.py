#!/usr/bin/env python3
"""Writes the performance table of README.md from build/bench.json (make bench-readme).

The table sits between the markers <!-- bench:start --> and <!-- bench:end -->; every
row is a workload of the last `make bench` run: its median CPU time per frame, the bytes
it wrote, its target, whether it met it, and its ratio to the C reference when it has one.
"""
import json
import re
import sys

source = sys.argv[1] if len(sys.argv) > 1 else "build/bench.json"
readme = sys.argv[2] if len(sys.argv) > 2 else "README.md"
report = json.load(open(source))


def number(value):
    if value is None:
        return "—"
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3f}"


def short(value):
    return f"{value:,.0f}" if value >= 100 else ("%.3f" % value).rstrip("0").rstrip(".")


def size(value):
    if value is None:
        return "—"
    if value >= 1024 * 1024:
        return f"{value / 1024 / 1024:.1f} MB"
    if value >= 10 * 1024:
        return f"{value / 1024:.1f} KB"
    return f"{value:,.0f} B"


lines = [
    "| workload | median ms | bytes | target | ok? | against C |",
    "|---|---:|---:|---|---|---|",
]
for workload in report["workloads"]:
    target = []
    if workload.get("targetMs") is not None:
        target.append(f"≤ {short(workload['targetMs'])} ms")
    if workload.get("targetBytes") is not None:
        target.append("0 B" if workload["targetBytes"] == 0 else f"≤ {size(workload['targetBytes'])}")
    ok = {True: "ok", False: "**FAIL**", None: "—"}[workload.get("ok")]
    ratio = re.search(r"time ([0-9.]+)x", workload.get("note") or "")
    timed = workload.get("medianMs", 0) > 0
    lines.append(
        f"| {workload['name']} | {number(workload['medianMs']) if timed else '—'} | {size(workload.get('bytes'))} "
        f"| {', '.join(target) or '—'} | {ok} | {ratio.group(1) + '×' if ratio else ''} |"
    )
for note in report.get("notes", []):
    if note.startswith("C reference"):
        lines.append("")
        lines.append(f"{note}.")

text = open(readme).read()
start, end = "<!-- bench:start -->", "<!-- bench:end -->"
if start not in text or end not in text:
    sys.exit(f"bench-readme: {readme} has no {start} … {end} block")
before, rest = text.split(start, 1)
_, after = rest.split(end, 1)
open(readme, "w").write(before + start + "\n" + "\n".join(lines) + "\n" + end + after)
print(f"bench-readme: {len(report['workloads'])} workloads written to {readme}")
