#!/usr/bin/env bash
# Renders the SVG preview committed next to every map in Maps/ (.json, and Wesnoth .map
# through `hexboard convert`), and one PNG preview
# (Maps/skirmish.png, the README's example of a picture that pastes anywhere).
#
#   scripts/render-previews.sh                          rewrite Maps/*.svg from Maps/*.json
#   scripts/render-previews.sh --check                  fail if any committed preview is stale
#   scripts/render-previews.sh --check --pixels DIR     also leave DIR/NAME.checks.json, the
#                                                       colour each cell centre must have (CI
#                                                       draws the previews with librsvg and
#                                                       checks them: one render per map)
#
# Uses the debug build of hexboard (run `swift build` first).
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard=${HEXBOARD:-.build/debug/hexboard}
[ -x "$hexboard" ] || { echo "build first: swift build" >&2; exit 2; }
check=false
pixels=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=true ;;
    --pixels) pixels=${2:?"--pixels needs a folder"}; shift ;;
    *) echo "unknown option $1 (--check, --pixels DIR)" >&2; exit 2 ;;
  esac
  shift
done
out=Maps
$check && out="$(mktemp -d)"
stale=0
for map in Maps/*.json; do
  name="$(basename "$map" .json)"
  checks=()
  [ -n "$pixels" ] && checks=(--checks "$pixels/$name.checks.json")
  "$hexboard" render "$map" --width 1600 --height 1200 --legend "${checks[@]}" --force \
    -o "$out/$name.svg"
  if $check; then
    if ! cmp -s "$out/$name.svg" "Maps/$name.svg"; then
      echo "stale preview: Maps/$name.svg (run scripts/render-previews.sh)"
      stale=1
    fi
  fi
done
# Maps/*.map: Battle for Wesnoth maps written here in the game's format (Wesnoth's own maps
# are GPL data and are not committed), imported with the built-in terrain table (so the
# preview does not depend on an installed game) and drawn the same way.
for map in Maps/*.map; do
  name="$(basename "$map" .map)"
  board="$(mktemp -d)/$name.json"
  "$hexboard" convert "$map" "$board" --wesnoth-data /nonexistent -q
  "$hexboard" render "$board" --width 1600 --height 1200 --legend --force -o "$out/$name.svg"
  rm -rf "$(dirname "$board")"
  if $check && ! cmp -s "$out/$name.svg" "Maps/$name.svg"; then
    echo "stale preview: Maps/$name.svg (run scripts/render-previews.sh)"
    stale=1
  fi
done
# The PNG: byte for byte too (the rasteriser and the deflate are deterministic).
"$hexboard" render Maps/skirmish.json --radius 32 --legend --object-labels --force \
  -o "$out/skirmish.png"
if $check && ! cmp -s "$out/skirmish.png" Maps/skirmish.png; then
  echo "stale preview: Maps/skirmish.png (run scripts/render-previews.sh)"
  stale=1
fi
$check && rm -rf "$out"
if [ "$stale" -ne 0 ]; then exit 1; fi
echo "previews up to date"
