#!/usr/bin/env bash
# HexBoard's own deflate checked by Python's zlib, end to end through the built binary:
# exports every example map to Tiled (its tileset image is a PNG HexBoard compresses
# itself) and runs the strict PNG checker with --zlib-ratio on each tileset: chunks and
# CRCs, the IDAT stream decoding with zlib to exactly the image's scanlines, and the
# stream at most 1.3 times zlib level 6's on the same filtered scanlines. (The seeded
# round trips of random data through Python's zlib are in swift test's
# DeflatePythonTests.)
# Usage: scripts/check-deflate.sh   (HEXBOARD=path/to/hexboard to pick the binary)
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard="${HEXBOARD:-.build/debug/hexboard}"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
for map in Maps/*.json; do
  name="$(basename "$map" .json)"
  "$hexboard" convert "$map" "$folder/$name.tmj" >/dev/null
done
python3 -B scripts/check-png.py --zlib-ratio 1.3 "$folder"/*.png
