#!/usr/bin/env bash
# HexBoard's PNG against librsvg's rendering of the same SVG, for every example map:
# `hexboard render` writes the SVG (no labels, no legend) with its --checks, and the PNG at
# the same size; rsvg-convert draws the SVG; scripts/compare-png-rsvg.py then requires the
# expected colour at every check point (within 2/255) and at least 97% of the board's pixels
# within 24/255 per channel. Our PNGs also go through scripts/check-png.py (the strict
# chunk/CRC/zlib checker) when it is there.
#
# Usage: scripts/check-png-vs-rsvg.sh [HEXBOARD]   (default .build/debug/hexboard)
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard="${1:-.build/debug/hexboard}"
command -v rsvg-convert >/dev/null 2>&1 || { echo "rsvg-convert (librsvg) is needed"; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pngs=()
triples=()
for map in Maps/*.json; do
  name="$(basename "$map" .json)"
  # At most 1600 x 1200 (hexes of 5 to 20 pixels): the same comparison as at full size,
  # at a quarter of the Python decoding time on the big maps.
  "$hexboard" render "$map" --width 1600 --height 1200 -o "$work/$name.svg" \
    --checks "$work/$name.checks.json"
  "$hexboard" render "$map" --width 1600 --height 1200 -o "$work/$name.png"
  rsvg-convert "$work/$name.svg" -o "$work/$name.rsvg.png"
  triples+=("$work/$name.png" "$work/$name.rsvg.png" "$work/$name.checks.json")
  pngs+=("$work/$name.png")
done
# One Python process compares every map (a line each, as one by one).
python3 -B scripts/compare-png-rsvg.py "${triples[@]}"
if [ -f scripts/check-png.py ]; then
  # Strict chunk/CRC/zlib check, and our deflate within 1.3x of zlib level 6 on the same
  # filtered scanlines.
  python3 -B scripts/check-png.py --zlib-ratio 1.3 "${pngs[@]}"
else
  echo "skipped: scripts/check-png.py is not here yet (helper CODEC's strict PNG checker)"
fi
