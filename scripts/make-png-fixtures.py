#!/usr/bin/env python3
"""Writes PNGFixtures.swift: small PNGs made here (Python's zlib, our own filters and
Adam7) with the RGBA pixels each must decode to, computed independently of the decoder."""
import random, struct, zlib

rng = random.Random(19)

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc: return a
    return b if pb <= pc else c

def filter_row(kind, row, prev, bpp):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 0xFF)
    return bytes([kind]) + bytes(out)

def pack_row(samples, depth):
    if depth == 8: return bytes(samples)
    if depth == 16: return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, n = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s; n += depth
        if n == 8: out.append(acc); acc, n = 0, 0
    if n: out.append(acc << (8 - n))
    return bytes(out)

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def encode(w, h, ct, depth, pixels, plte=None, trns=None, interlace=False, level=9, filters=None):
    """pixels: rows of per-pixel sample tuples."""
    ch = CHANNELS[ct]
    bpp = max(1, ch * depth // 8)
    raw = bytearray()
    passes = PASSES if interlace else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        pw, ph = (w - x0 + dx - 1) // dx, (h - y0 + dy - 1) // dy
        if pw <= 0 or ph <= 0: continue
        prev = bytes(len(pack_row([0] * (pw * ch), depth)))
        for r in range(ph):
            y = y0 + r * dy
            samples = [s for c in range(pw) for s in pixels[y][x0 + c * dx]]
            row = pack_row(samples, depth)
            kind = filters(r) if filters else r % 5
            raw += filter_row(kind, row, prev, bpp)
            prev = row
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ct, 0, 0, 1 if interlace else 0))
    if plte: data += chunk(b"PLTE", bytes(v for c in plte for v in c))
    if trns is not None: data += chunk(b"tRNS", trns)
    data += chunk(b"tEXt", b"Comment\x00made by make-png-fixtures.py")
    comp = zlib.compress(bytes(raw), level)
    # Split IDAT in two to prove chunks are joined.
    half = len(comp) // 2
    data += chunk(b"IDAT", comp[:half]) + chunk(b"IDAT", comp[half:]) + chunk(b"IEND", b"")
    return data, (comp[2] >> 1) & 3

def scale(v, depth):
    return v >> 8 if depth == 16 else v * 255 // ((1 << depth) - 1)

fixtures = []

def add(name, w, h, ct, depth, plte=None, trns_key=None, trns_palette=None, interlace=False, level=9, gen=None):
    maxv = (1 << depth) - 1
    ch = CHANNELS[ct]
    pixels = [[tuple(gen(x, y, c, maxv) if gen else rng.randint(0, maxv if ct != 3 else len(plte) - 1) for c in range(ch))
               for x in range(w)] for y in range(h)]
    trns = None
    if trns_key is not None:
        key = pixels[0][0]
        trns = b"".join(struct.pack(">H", k) for k in key)
    if trns_palette is not None:
        trns = bytes(trns_palette)
    data, btype = encode(w, h, ct, depth, pixels, plte, trns, interlace, level)
    expected = []
    for row in pixels:
        for p in row:
            if ct == 0:
                g = scale(p[0], depth); a = 0 if trns_key is not None and p == pixels[0][0] else 255
                expected += [g, g, g, a]
            elif ct == 2:
                a = 0 if trns_key is not None and p == pixels[0][0] else 255
                expected += [scale(p[0], depth), scale(p[1], depth), scale(p[2], depth), a]
            elif ct == 3:
                r, g, b = plte[p[0]]
                a = trns_palette[p[0]] if trns_palette is not None and p[0] < len(trns_palette) else 255
                expected += [r, g, b, a]
            elif ct == 4:
                g = scale(p[0], depth); expected += [g, g, g, scale(p[1], depth)]
            else:
                expected += [scale(v, depth) for v in p]
    fixtures.append((name, data, w, h, expected, btype))

palette = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(16)]
for depth in (1, 2, 4, 8, 16):
    add(f"grey{depth}", 7, 5, 0, depth, trns_key=True)
add("rgb8", 6, 5, 2, 8, trns_key=True)
add("rgb16", 5, 5, 2, 16)
for depth in (1, 2, 4, 8):
    add(f"palette{depth}", 9, 5, 3, depth, plte=palette[: 1 << min(depth, 4)], trns_palette=[0, 128])
add("greyAlpha8", 5, 5, 4, 8)
add("greyAlpha16", 5, 5, 4, 16)
add("rgba8", 5, 5, 6, 8)
add("rgba16", 5, 5, 6, 16)
add("rgba8Interlaced", 11, 9, 6, 8, interlace=True)
add("grey1Interlaced", 13, 10, 0, 1, interlace=True)
add("storedBlocks", 6, 5, 2, 8, level=0)
add("gradientDynamic", 40, 24, 2, 8, gen=lambda x, y, c, m: [x * 6, y * 10, (x + y) * 4][c] % 256)

out = ["// Written by make-png-fixtures.py: PNGs made by Python's zlib with the pixels they hold.",
       "// Do not edit; run `python3 scripts/make-png-fixtures.py > Tests/BrikRenderingTests/Images/PNGFixtures.swift`.",
       "// One fixture a line, as written: swift-format leaves this file alone.",
       "// swift-format-ignore-file", "",
       "struct PNGFixture {", "    let name: String", "    let bytes: [UInt8]", "    let width: Int", "    let height: Int",
       "    /// RGBA, row by row.", "    let expected: [UInt8]", "    /// The first DEFLATE block's type: 0 stored, 1 fixed, 2 dynamic Huffman.",
       "    let blockType: Int", "}", "", "enum PNGFixtures {", "    static let all: [PNGFixture] = ["]
for name, data, w, h, exp, btype in fixtures:
    out.append(f"        PNGFixture(")
    out.append(f"            name: \"{name}\", bytes: [{', '.join(str(b) for b in data)}],")
    out.append(f"            width: {w}, height: {h}, expected: [{', '.join(str(v) for v in exp)}], blockType: {btype}),")
out += ["    ]", "}", ""]
print("\n".join(out))
