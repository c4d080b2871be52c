#!/usr/bin/env python3
"""Compare HexBoard's PNG of a map with librsvg's rendering of the same map's SVG.

Usage: compare-png-rsvg.py OURS.png RSVG.png CHECKS.json [--check-tolerance 2]
           [--area-tolerance 24] [--area-share 0.97]

OURS.png is `hexboard render MAP -o OURS.png` (opaque, white background), RSVG.png is
`rsvg-convert` of `hexboard render MAP -o X.svg` with the same options (no background:
the board's area is where librsvg painted opaque pixels), CHECKS.json the `--checks` of
that render. Every check point (SVG user units; pixel (floor x, floor y)) must have the
expected colour within --check-tolerance per channel in OURS.png, and at least
--area-share of the board's pixels must be within --area-tolerance per channel of
librsvg's (composited over white). PNGs are decoded with zlib only. Exit 0 when all
hold, 1 when one fails, 2 on unreadable input.
"""

import argparse
import json
import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


try:  # Optional: the same answers without it, only slower.
    import numpy
except ImportError:
    numpy = None


def unfilter(kind, line, previous, channels):
    """Row `line` (a bytearray) with PNG filter `kind` undone, given the row above."""
    if kind == 0:
        return line
    if kind == 2:  # Up: a sum per byte, vectorised when numpy is there
        if numpy is not None:
            up = numpy.frombuffer(line, numpy.uint8) + numpy.frombuffer(previous, numpy.uint8)
            return bytearray(up.tobytes())  # uint8 addition wraps modulo 256
        return bytearray((a + b) & 255 for a, b in zip(line, previous))
    if kind == 1:  # Sub: a running sum per channel
        if numpy is not None:
            sums = numpy.cumsum(
                numpy.frombuffer(line, numpy.uint8).reshape(-1, channels), axis=0,
                dtype=numpy.uint8)
            return bytearray(sums.tobytes())
        for x in range(channels, len(line)):
            line[x] = (line[x] + line[x - channels]) & 255
        return line
    if kind == 3:  # Average
        for x in range(len(line)):
            a = line[x - channels] if x >= channels else 0
            line[x] = (line[x] + ((a + previous[x]) >> 1)) & 255
        return line
    for x in range(len(line)):  # Paeth
        a = line[x - channels] if x >= channels else 0
        b = previous[x]
        c = previous[x - channels] if x >= channels else 0
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    return line


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat = 8, b""
    width = height = channels = None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace != 0 or colour not in CHANNELS:
                raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour {colour})")
            channels = CHANNELS[colour]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        line = unfilter(kind, line, previous, channels)
        rows.append(line)
        previous = line
    return width, height, channels, rows


def rgba_array(image, width, height):
    """The image's top-left `width` x `height` pixels as a numpy (h, w, 4) int16 array."""
    w, _, channels, rows = image
    a = numpy.frombuffer(b"".join(rows[:height]), numpy.uint8).reshape(height, w, channels)
    a = a[:, :width].astype(numpy.int16)
    opaque = numpy.full(a.shape[:2], 255, numpy.int16)
    if channels == 4:
        return a
    if channels == 3:
        return numpy.dstack([a, opaque])
    if channels == 2:
        return numpy.dstack([a[..., 0], a[..., 0], a[..., 0], a[..., 1]])
    return numpy.dstack([a[..., 0], a[..., 0], a[..., 0], opaque])


def rgba(image, x, y):
    _, _, channels, rows = image
    p = rows[y][x * channels:(x + 1) * channels]
    if channels == 4:
        return tuple(p)
    if channels == 3:
        return (p[0], p[1], p[2], 255)
    if channels == 2:
        return (p[0], p[0], p[0], p[1])
    return (p[0], p[0], p[0], 255)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ours")
    parser.add_argument("rsvg")
    parser.add_argument("checks")
    parser.add_argument("--check-tolerance", type=int, default=2)
    parser.add_argument("--area-tolerance", type=int, default=24)
    parser.add_argument("--area-share", type=float, default=0.97)
    args = parser.parse_args()
    try:
        ours, theirs = decode(args.ours), decode(args.rsvg)
        checks = json.load(open(args.checks))["checks"]
    except (OSError, ValueError, KeyError, zlib.error) as error:
        print(f"unreadable input: {error}", file=sys.stderr)
        return 2
    failures = []
    if abs(ours[0] - theirs[0]) > 1 or abs(ours[1] - theirs[1]) > 1:
        failures.append(f"sizes differ: ours {ours[0]}x{ours[1]}, librsvg {theirs[0]}x{theirs[1]}")
    for check in checks:
        x, y = int(check["x"] // 1), int(check["y"] // 1)
        want = tuple(int(check["color"][i:i + 2], 16) for i in (1, 3, 5))
        got = rgba(ours, x, y)[:3]
        if max(abs(a - b) for a, b in zip(got, want)) > args.check_tolerance:
            failures.append(f"check at ({check['x']}, {check['y']}): {got}, expected {want}")
    width, height = min(ours[0], theirs[0]), min(ours[1], theirs[1])
    area = close = 0
    if numpy is not None:
        board = rgba_array(theirs, width, height)
        mine = rgba_array(ours, width, height)
        inside = board[..., 3] == 255
        distance = numpy.abs(board[..., :3] - mine[..., :3]).max(axis=2)
        area = int(inside.sum())
        close = int((inside & (distance <= args.area_tolerance)).sum())
    else:
        for y in range(height):
            for x in range(width):
                r, g, b, a = rgba(theirs, x, y)
                if a != 255:
                    continue
                area += 1
                mine = rgba(ours, x, y)
                if max(abs(mine[0] - r), abs(mine[1] - g), abs(mine[2] - b)) <= args.area_tolerance:
                    close += 1
    share = close / area if area else 1.0
    print(f"{args.ours}: {len(checks)} checks, {close}/{area} board pixels within "
          f"{args.area_tolerance}/255 ({share:.2%})")
    if share < args.area_share:
        failures.append(f"only {share:.2%} of the board's pixels match (need {args.area_share:.0%})")
    for failure in failures:
        print(f"  FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
