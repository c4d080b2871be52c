#!/usr/bin/env bash
# librsvg draws a big map (default 1024 x 1024 cells, four terrains in large areas) rendered
# as SVG fitted to 2000 x 2000 on a white background (without cell outlines, which would
# cover most of hexes about a pixel wide), then drawn by rsvg-convert. Checks:
# the picture is exactly 2000 x 2000; no path's data is over 64 KiB (librsvg 2.54 refused
# the old one-path-per-terrain pictures: "Premature end of data in tag g"); every --checks
# point has its colour; and the whole map was drawn: the share of water-blue pixels among
# the board's coloured (not white, not grey) pixels is the share of ocean and coast among
# the cells of coloured terrains, within 5 points (a picture cut short or blank fails).
#
#   scripts/check-big-svg.sh [--size N] [--keep DIR]
#
# Uses the debug build of hexboard unless HEXBOARD names another (run `swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard=${HEXBOARD:-.build/debug/hexboard}
[ -x "$hexboard" ] || { echo "build first: swift build" >&2; exit 2; }
size=1024
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --size) size=${2:?"--size needs a number"}; shift ;;
    --keep) keep=${2:?"--keep needs a folder"}; shift ;;
    *) echo "unknown option $1 (--size N, --keep DIR)" >&2; exit 2 ;;
  esac
  shift
done
command -v rsvg-convert >/dev/null 2>&1 || { echo "rsvg-convert (librsvg2-bin) is needed" >&2; exit 2; }
work="${keep:-$(mktemp -d)}"
mkdir -p "$work"
# Ocean with rectangles of grass, forest and desert painted on it: a million cells, four
# terrains, each path of them spread over many bounded elements, made in seconds by the
# debug binary (generating continents this size takes it 25 s; CI's time is counted).
"$hexboard" new --columns "$size" --rows "$size" --fill ocean --force -o "$work/map.json"
q1=$((size / 10)); q3=$((size * 7 / 10)); q9=$((size * 9 / 10))
"$hexboard" paint "$work/map.json" grass --rect "$q1,$q1:$q3,$q9" --quiet
"$hexboard" paint "$work/map.json" forest --rect "$((size * 3 / 10)),$((size / 5)):$((size / 2)),$((size * 6 / 10))" --quiet
"$hexboard" paint "$work/map.json" desert --rect "$((size * 3 / 4)),$((size / 20)):$((size - 24)),$((size - 24))" --quiet
"$hexboard" info "$work/map.json" --json > "$work/info.json"
"$hexboard" render "$work/map.json" --width 2000 --height 2000 --background '#ffffff' \
  --stroke-width 0 \
  --checks "$work/checks.json" --force -o "$work/map.svg"
rsvg-convert "$work/map.svg" -o "$work/map.png"
python3 -B scripts/check-svg-pixels.py "$work/map.svg" "$work/map.png" "$work/checks.json"
python3 -B - "$work" <<'PY'
import json, re, sys
work = sys.argv[1]
# The shared PNG reader (zlib only; numpy, when there, only for speed).
sys.path.insert(0, "scripts")
import pngfile
svg = open(f"{work}/map.svg", "rb").read()
longest = max(len(m) for m in re.findall(rb' d="([^"]*)"', svg))
assert longest <= 65536, f"a path has {longest} bytes of data (limit 65536)"
image = pngfile.read(f"{work}/map.png")
width, height = image.width, image.height
assert (width, height) == (2000, 2000), f"picture is {width} x {height}, not 2000 x 2000"
info = json.load(open(f"{work}/info.json"))
counts = {t["id"]: t["cells"] for t in info["terrain"]}
# Grey pixels (cell outlines, mountains, snow) say nothing about water: compare the
# coloured ones with the cells of coloured terrains.
coloured_cells = info["cells"] - counts.get("mountain", 0) - counts.get("snow", 0)
water = (counts.get("ocean", 0) + counts.get("coast", 0)) / coloured_cells
board = coloured = blue = 0
if pngfile.numpy is not None:
    np = pngfile.numpy
    pixels = image.rgba()
    r, g, b, a = (pixels[..., k] for k in range(4))
    drawn = (a == 255) & ~((r > 250) & (g > 250) & (b > 250))
    spread = np.maximum(np.maximum(r, g), b) - np.minimum(np.minimum(r, g), b)
    tinted = drawn & (spread >= 16)
    board, coloured = int(drawn.sum()), int(tinted.sum())
    blue = int((tinted & (b > r + 16) & (b > g + 16)).sum())
else:
    for y in range(height):
        for x in range(width):
            r, g, b, a = image.pixel(x, y)
            if a < 255 or (r > 250 and g > 250 and b > 250):
                continue
            board += 1
            if max(r, g, b) - min(r, g, b) < 16:
                continue
            coloured += 1
            if b > r + 16 and b > g + 16:
                blue += 1
share = blue / max(coloured, 1)
print(f"{len(svg)} bytes of SVG, longest path data {longest} bytes; "
      f"water: {share:.3f} of the coloured pixels, {water:.3f} of the cells")
assert board > 0.5 * width * height, "less than half the picture was drawn"
assert abs(share - water) <= 0.05, "the drawn picture does not match the map"
PY
[ -n "$keep" ] || rm -rf "$work"
echo "librsvg drew the ${size}x${size} map"
