#!/usr/bin/env python3
"""Check that a rendered SVG has the expected colours at given points.

Usage: check-svg-pixels.py SVG PNG CHECKS.json [SVG PNG CHECKS.json ...] [--tolerance N]
       check-svg-pixels.py --self-test   (decode PNGs made with every filter type)

SVG is the source picture (used for its size, to map SVG units to PNG pixels), PNG the
picture a real renderer made of it (e.g. `rsvg-convert board.svg -o board.png`), and
CHECKS.json lists points in SVG user units with the colour expected there:

    {"checks": [{"x": 36, "y": 41.57, "color": "#7cb342", "note": "grass at (0, 0)"}]}

(a bare list of checks is accepted too). Each channel may differ by the tolerance
(default 3, for anti-aliasing and colour management); the pixel must be opaque. The PNG is
decoded by scripts/pngfile.py (standard library, numpy only for speed): 8-bit greyscale,
RGB, grey+alpha or RGBA, non-interlaced, all five filter types. Several pictures, as
further triples of files, are checked in one process (CI checks all of a folder's at
once: one Python start and numpy import), each with its lines as if checked alone. Exit
status 0 when every check passes, 1 when one fails, 2 on unreadable input (any picture's:
the others are still checked).
"""

import argparse
import json
import math
import os
import re
import struct
import sys
import xml.etree.ElementTree as ElementTree
import zlib

# Import pngfile.py from this folder; leave no __pycache__ there, even when run without
# -B (swift test runs check-png.py so).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngfile  # noqa: E402  (the shared PNG reader)


class InputError(Exception):
    pass


def svg_size(path):
    """The SVG's viewBox (x, y, width, height) in user units."""
    root = ElementTree.parse(path).getroot()
    box = root.get("viewBox")
    if box:
        numbers = [float(v) for v in re.split(r"[\s,]+", box.strip())]
        if len(numbers) == 4:
            return numbers
    width = float(re.sub(r"[a-z%]+$", "", root.get("width", "0")))
    height = float(re.sub(r"[a-z%]+$", "", root.get("height", "0")))
    if width <= 0 or height <= 0:
        raise InputError(f"{path}: no viewBox or width/height")
    return [0.0, 0.0, width, height]


def parse_color(text):
    if not re.fullmatch(r"#[0-9a-fA-F]{6}", text or ""):
        raise InputError(f"colour {text!r} is not #RRGGBB")
    return tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))


def encode_png(path, width, height, pixels, channels, filter_for_row):
    """Write an 8-bit PNG using the given filter type per row (for --self-test)."""
    colour = {1: 0, 2: 4, 3: 2, 4: 6}[channels]
    stride = width * channels
    raw = bytearray()
    previous = bytearray(stride)
    for y in range(height):
        line = bytearray(pixels[y * stride : (y + 1) * stride])
        kind = filter_for_row(y)
        out = bytearray(stride)
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            # Paeth written independently of the decoder's paeth(), as libpng does.
            pa, pb, pc = abs(up - upper_left), abs(left - upper_left), abs(left + up - 2 * upper_left)
            nearest = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
            predictor = [0, left, up, (left + up) >> 1, nearest][kind]
            out[i] = (line[i] - predictor) & 0xFF
        raw += bytes([kind]) + out
        previous = line

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    with open(path, "wb") as handle:
        handle.write(pngfile.SIGNATURE + chunk(b"IHDR", header))
        handle.write(chunk(b"IDAT", zlib.compress(bytes(raw))) + chunk(b"IEND", b""))


def self_test():
    """Round-trip pseudo-random images through every filter type and colour type, decoded
    both with and without numpy (when it is there) so that the two paths must agree."""
    import tempfile

    state = 12345
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        for channels in (1, 2, 3, 4):
            # One pixel wide, wider than high and higher than wide: diagonals of every kind.
            for width, height in ((7, 10), (1, 6), (23, 3)):
                pixels = []
                for _ in range(width * height * channels):
                    state = (state * 1103515245 + 12345) & 0x7FFFFFFF
                    pixels.append(state >> 23)
                path = os.path.join(folder, f"test{channels}-{width}x{height}.png")
                encode_png(path, width, height, pixels, channels, lambda y: y % 5)
                images = [pngfile.read(path, pure_python=True)]
                if pngfile.numpy is not None:
                    images.append(pngfile.read(path))
                for image in images:
                    for y in range(height):
                        for x in range(width):
                            at = (y * width + x) * channels
                            sample = pixels[at:at + channels]
                            if channels == 1:
                                expected = (sample[0],) * 3 + (255,)
                            elif channels == 2:
                                expected = (sample[0],) * 3 + (sample[1],)
                            elif channels == 3:
                                expected = tuple(sample) + (255,)
                            else:
                                expected = tuple(sample)
                            if image.pixel(x, y) != expected:
                                failures += 1
    print("check-svg-pixels self-test: " + ("ok" if not failures else f"{failures} pixels wrong"))
    return 1 if failures else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    parser = argparse.ArgumentParser(description="Check pixels of a rendered SVG.")
    parser.add_argument("files", nargs="+", metavar="SVG PNG CHECKS.json")
    parser.add_argument("--tolerance", type=int, default=3, help="per channel (default 3)")
    options = parser.parse_args(argv[1:])
    if len(options.files) % 3:
        parser.error("the files come in threes: SVG PNG CHECKS.json")
    triples = [options.files[i:i + 3] for i in range(0, len(options.files), 3)]
    return max(check_svg(*triple, options.tolerance) for triple in triples)


def check_svg(svg_path, png_path, checks_path, tolerance):
    """Checks one picture, printing its lines; returns its exit status."""
    try:
        box_x, box_y, box_width, box_height = svg_size(svg_path)
        image = pngfile.read(png_path)
        with open(checks_path, encoding="utf-8") as handle:
            document = json.load(handle)
        checks = document["checks"] if isinstance(document, dict) else document
        if not checks:
            raise InputError(f"{checks_path}: no checks")
    except (InputError, OSError, ValueError, KeyError, ElementTree.ParseError) as error:
        print(f"check-svg-pixels: {error}", file=sys.stderr)
        return 2

    scale_x = image.width / box_width
    scale_y = image.height / box_height
    return check_pixels(
        "check-svg-pixels", png_path, image, checks,
        lambda check: (
            math.floor((float(check["x"]) - box_x) * scale_x),
            math.floor((float(check["y"]) - box_y) * scale_y),
        ),
        tolerance, "pixel checks passed",
    )


def check_pixels(tool, png_path, image, checks, locate, tolerance, summary, most_reported=None):
    """Compares the pixel at locate(check) of image (a pngfile.Image) with check["color"]
    for every check.

    Prints a FAIL line per wrong pixel (at most most_reported of them) and a summary line;
    returns the exit status: 0 all pass, 1 some fail, 2 for a malformed check.
    """
    width, height = image.width, image.height
    failures = 0
    for check in checks:
        try:
            expected = parse_color(check["color"])
            x, y = locate(check)
        except (InputError, KeyError, TypeError, ValueError) as error:
            print(f"{tool}: bad check {check!r}: {error}", file=sys.stderr)
            return 2
        note = check.get("note", "")
        if not (0 <= x < width and 0 <= y < height):
            problem = f"outside the {width}x{height} image"
        else:
            r, g, b, a = image.pixel(x, y)
            off = max(abs(r - expected[0]), abs(g - expected[1]), abs(b - expected[2]))
            if a >= 250 and off <= tolerance:
                continue
            problem = f"expected {check['color']}, got #{r:02x}{g:02x}{b:02x} alpha {a}"
        if most_reported is None or failures < most_reported:
            print(f"FAIL {png_path} ({x}, {y}) {note}: {problem}")
        failures += 1
    print(f"{png_path}: {len(checks) - failures}/{len(checks)} {summary}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
