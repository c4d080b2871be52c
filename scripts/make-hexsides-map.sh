#!/usr/bin/env bash
# Builds Maps/hexsides.json, "Fords and walls", by hand with hexboard commands: a 16x12
# flat-top (odd-q) map with a river running along hexsides from the north border to the
# south, a road crossing it on a bridge and a track crossing it at a ford, and a walled
# town with towers on the corners of its wall.
#
#   scripts/make-hexsides-map.sh [OUT]     write the map to OUT (default Maps/hexsides.json)
#
# Uses the debug build of hexboard (run `swift build` first); scripts/generate-examples.sh
# runs it too, so `generate-examples.sh --check` (CI) proves the committed file is what
# this script makes. Then run scripts/render-previews.sh to refresh the preview.
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard=${HEXBOARD:-.build/debug/hexboard}
[ -x "$hexboard" ] || { echo "build first: swift build" >&2; exit 2; }
map=${1:-Maps/hexsides.json}
hb() { "$hexboard" "$@"; }

hb new --columns 16 --rows 12 --name "Fords and walls" --fill grass --force -o "$map"

# Terrain: woods in the north-west and south-west, hills in the south-east, a rocky
# ridge in the north-east.
hb paint "$map" forest --at 2,2 --radius 1
hb paint "$map" forest --at 3,9 --radius 1
hb paint "$map" forest --at 14,10
hb paint "$map" hills --at 12,9 --radius 1
hb paint "$map" hills --at 5,4 --at 6,4
hb paint "$map" mountain --at 14,1 --at 15,1 --at 15,2

# The river, along hexsides: down between columns 7 and 8, stepping east under 8,4 and
# 9,6 to run between columns 8 and 9, then 9 and 10, off the south border. Each
# --between names one side by the two cells beside it.
hb feature set "$map" river \
  --between 7,0:8,0 --between 7,0:8,1 --between 7,1:8,1 --between 7,1:8,2 \
  --between 7,2:8,2 --between 7,2:8,3 --between 7,3:8,3 --between 7,3:8,4 \
  --between 7,4:8,4 \
  --between 8,4:8,5 \
  --between 8,5:9,4 --between 8,5:9,5 --between 8,6:9,5 --between 8,6:9,6 \
  --between 8,7:9,6 \
  --between 9,6:9,7 \
  --between 9,7:10,7 --between 9,7:10,8 --between 9,8:10,8 --between 9,8:10,9 \
  --between 9,9:10,9 --between 9,9:10,10 --between 9,10:10,10 --between 9,10:10,11 \
  --between 9,11:10,11 --at 9,11 --side se

# The walled town: a wall round the cells within one step of 12,4, six towers on the
# wall's outer corners, the town in the middle.
hb feature set "$map" wall --around 12,4 --radius 1
hb feature set "$map" tower --at 12,3 --at 13,3 --at 13,4 --at 12,5 --at 11,4 --at 11,3 \
  --corner ne --corner e --corner se --corner sw --corner w --corner nw
hb feature set "$map" town --at 12,4 --corner e --corner w

# The road: from the west border along row 6 to the river, over it on a bridge (a road on
# a river side), up to the town, through a gate (the wall taken off where the road
# crosses it), and on to the east border.
hb feature set "$map" road --crossing 0,6:8,6
hb feature set "$map" road --crossing 8,6:12,4
hb feature clear "$map" wall --crossing 8,6:12,4
hb feature set "$map" road --crossing 12,4:15,4
hb feature clear "$map" wall --crossing 12,4:15,4

# A track from the north-western woods crosses the river at a ford on its way to the
# quarry under the ridge; a watchtower stands where the river bends.
hb feature set "$map" road --crossing 2,2:8,1
hb feature set "$map" road --crossing 8,1:13,2
hb feature set "$map" tower --at 7,4 --corner e
