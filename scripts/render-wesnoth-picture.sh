#!/usr/bin/env bash
# Draws README's picture of a real Battle for Wesnoth map with HexBoard: the multiplayer
# map 2p_Caves_of_the_Basilisk from Debian's wesnoth-1.16-data (not in this repository:
# GPL-2.0-or-later data), imported with `hexboard convert` and drawn with its overlay layer
# and a legend. The picture is GPL-2.0-or-later too (docs/images/wesnoth/README.md).
#
#   HEXBOARD=.build/debug/hexboard bash scripts/render-wesnoth-picture.sh
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard="${HEXBOARD:-.build/debug/hexboard}"
map=/usr/share/games/wesnoth/1.16/data/multiplayer/maps/2p_Caves_of_the_Basilisk.map
[ -f "$map" ] || { echo "install wesnoth-1.16-data first (apt-get install wesnoth-1.16-data)"; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$hexboard" convert "$map" "$scratch/caves.json" -q
"$hexboard" render "$scratch/caves.json" -o docs/images/wesnoth/2p_Caves_of_the_Basilisk.png \
  --radius 10 --legend --force
echo "wrote docs/images/wesnoth/2p_Caves_of_the_Basilisk.png"
