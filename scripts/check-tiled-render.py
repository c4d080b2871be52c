#!/usr/bin/env python3
"""Check that Tiled rendered an exported HexBoard map with the right colours in the right places.

Usage: check-tiled-render.py PNG CHECKS.json [--tolerance N]

PNG is what Tiled's `tmxrasterizer` made of a map exported by `hexboard convert MAP.json
OUT.tmj --checks CHECKS.json` (render it at scale 1 with only the `terrain` layer shown,
`--show-layer terrain`, so object markers and hexside features do not cover cells). CHECKS.json lists, for every cell, the centre of the
cell in map pixels as HexBoard's own layout computes it and the terrain colour:

    {"checks": [{"x": 16, "y": 14, "color": "#7cb342", "note": "grass at (col: 0, row: 0)"}]}

The pixel under each centre must be opaque and within the tolerance (default 3 per
channel) of the colour. So the check fails if Tiled and HexBoard disagree about the stagger
axis or index, the tile size, the hex side length, or the tileset image. The PNG is read by
scripts/pngfile.py and the points checked by scripts/check-svg-pixels.py's check_pixels.
Exit status 0 when every check passes, 1 when one fails, 2 on unreadable input.
"""

import argparse
import importlib.util
import json
import math
import os
import pathlib
import sys

# Import pngfile.py from this folder; leave no __pycache__ there, even when run without
# -B (swift test runs check-png.py so).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngfile  # noqa: E402  (the shared PNG reader)


def load_pixel_checker():
    path = pathlib.Path(__file__).with_name("check-svg-pixels.py")
    spec = importlib.util.spec_from_file_location("check_svg_pixels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv):
    parser = argparse.ArgumentParser(description="Check pixels of a Tiled-rendered HexBoard map.")
    parser.add_argument("png")
    parser.add_argument("checks")
    parser.add_argument("--tolerance", type=int, default=3, help="per channel (default 3)")
    options = parser.parse_args(argv[1:])
    pixels = load_pixel_checker()
    try:
        image = pngfile.read(options.png)
        with open(options.checks, encoding="utf-8") as handle:
            document = json.load(handle)
        checks = document["checks"] if isinstance(document, dict) else document
        if not checks:
            raise pixels.InputError(f"{options.checks}: no checks")
    except (pixels.InputError, OSError, ValueError, KeyError) as error:
        print(f"check-tiled-render: {error}", file=sys.stderr)
        return 2

    return pixels.check_pixels(
        "check-tiled-render", options.png, image, checks,
        # Tiled draws at scale 1; the epsilon keeps an exact .0 centre on its own pixel.
        lambda check: (math.floor(float(check["x"]) + 1e-6), math.floor(float(check["y"]) + 1e-6)),
        options.tolerance, "cell centres have their terrain colour", most_reported=20,
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv))
