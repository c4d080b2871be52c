#!/usr/bin/env python3
"""Compare HexBoard's PNG of a map with librsvg's rendering of the same map's SVG.

Usage: compare-png-rsvg.py OURS.png RSVG.png CHECKS.json [OURS.png RSVG.png CHECKS.json ...]
           [--check-tolerance 2] [--area-tolerance 24] [--area-share 0.97]

OURS.png is `hexboard render MAP -o OURS.png` (opaque, white background), RSVG.png is
`rsvg-convert` of `hexboard render MAP -o X.svg` with the same options (no background:
the board's area is where librsvg painted opaque pixels), CHECKS.json the `--checks` of
that render. Every check point (SVG user units; pixel (floor x, floor y)) must have the
expected colour within --check-tolerance per channel in OURS.png, and at least
--area-share of the board's pixels must be within --area-tolerance per channel of
librsvg's (composited over white). PNGs are decoded by scripts/pngfile.py (zlib; numpy
only for speed).

Several maps, as further triples of files, are compared in one process (one Python start
and numpy import for all of them; scripts/check-png-vs-rsvg.sh passes every map), each
with its own lines as if compared alone. Exit 0 when all hold, 1 when one fails, 2 on
unreadable input (any map's: the others are still compared).
"""

import argparse
import json
import os
import sys

# Import pngfile.py from this folder; leave no __pycache__ there, even when run without
# -B (swift test runs check-png.py so).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngfile  # noqa: E402  (the shared PNG reader)

numpy = pngfile.numpy


def board_pixels(ours, theirs, width, height, tolerance):
    """(close, area): librsvg's opaque pixels in the top-left width x height, and how many
    of them are within tolerance per channel of ours."""
    if numpy is not None:
        board = theirs.rgba(width, height)
        mine = ours.rgba(width, height)
        inside = board[..., 3] == 255
        distance = numpy.abs(board[..., :3] - mine[..., :3]).max(axis=2)
        return int((inside & (distance <= tolerance)).sum()), int(inside.sum())
    area = close = 0
    for y in range(height):
        for x in range(width):
            r, g, b, a = theirs.pixel(x, y)
            if a != 255:
                continue
            area += 1
            mine = ours.pixel(x, y)
            if max(abs(mine[0] - r), abs(mine[1] - g), abs(mine[2] - b)) <= tolerance:
                close += 1
    return close, area


def compare(ours_path, rsvg_path, checks_path, args):
    """Compares one map and prints its lines; returns its exit status."""
    try:
        ours, theirs = pngfile.read(ours_path), pngfile.read(rsvg_path)
        with open(checks_path) as handle:
            checks = json.load(handle)["checks"]
    except (OSError, ValueError, KeyError) as error:
        print(f"unreadable input: {error}", file=sys.stderr)
        return 2
    failures = []
    if abs(ours.width - theirs.width) > 1 or abs(ours.height - theirs.height) > 1:
        failures.append(f"sizes differ: ours {ours.width}x{ours.height}, "
                        f"librsvg {theirs.width}x{theirs.height}")
    for check in checks:
        x, y = int(check["x"] // 1), int(check["y"] // 1)
        want = tuple(int(check["color"][i:i + 2], 16) for i in (1, 3, 5))
        got = ours.pixel(x, y)[:3]
        if max(abs(a - b) for a, b in zip(got, want)) > args.check_tolerance:
            failures.append(f"check at ({check['x']}, {check['y']}): {got}, expected {want}")
    width, height = min(ours.width, theirs.width), min(ours.height, theirs.height)
    close, area = board_pixels(ours, theirs, width, height, args.area_tolerance)
    share = close / area if area else 1.0
    print(f"{ours_path}: {len(checks)} checks, {close}/{area} board pixels within "
          f"{args.area_tolerance}/255 ({share:.2%})")
    if share < args.area_share:
        failures.append(f"only {share:.2%} of the board's pixels match (need {args.area_share:.0%})")
    for failure in failures:
        print(f"  FAIL {failure}")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+", metavar="OURS.png RSVG.png CHECKS.json")
    parser.add_argument("--check-tolerance", type=int, default=2)
    parser.add_argument("--area-tolerance", type=int, default=24)
    parser.add_argument("--area-share", type=float, default=0.97)
    args = parser.parse_args()
    if len(args.files) % 3:
        parser.error("the files come in threes: OURS.png RSVG.png CHECKS.json")
    statuses = [compare(*args.files[i:i + 3], args) for i in range(0, len(args.files), 3)]
    return max(statuses)


if __name__ == "__main__":
    sys.exit(main())
