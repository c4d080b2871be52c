#!/usr/bin/env bash
# Regenerates the example maps in Maps/ that hexboard commands make: the procedurally
# generated ones with `hexboard generate`, and hexsides.json with the editing commands of
# scripts/make-hexsides-map.sh.
#
#   scripts/generate-examples.sh           rewrite Maps/generated-*.json and Maps/hexsides.json
#   scripts/generate-examples.sh --check   fail unless regenerating gives the same bytes (CI)
#
# Uses the debug build of hexboard (run `swift build` first); then run
# scripts/render-previews.sh to refresh the previews.
set -euo pipefail
cd "$(dirname "$0")/.."
hexboard=${HEXBOARD:-.build/debug/hexboard}
[ -x "$hexboard" ] || { echo "build first: swift build" >&2; exit 2; }
check=false
[ "${1:-}" = "--check" ] && check=true
out=Maps
$check && out="$(mktemp -d)"

generate() {
  local name=$1; shift
  "$hexboard" generate "$@" --force -o "$out/$name.json" > /dev/null
}
generate generated-continents continents --seed 2024 --columns 128 --rows 80 --wrap cylinder \
  --players 4 --river-style edges --roads --name "Generated continents (cylinder)"
generate generated-islands islands --seed 7 --radius 28 --players 3 --name "Generated islands"
generate generated-caves caves --seed 11 --columns 72 --rows 48 --name "Generated caves"
HEXBOARD="$hexboard" scripts/make-hexsides-map.sh "$out/hexsides.json"

if $check; then
  for file in "$out"/generated-*.json "$out/hexsides.json"; do
    cmp "$file" "Maps/$(basename "$file")" || { echo "regenerated $(basename "$file") differs"; exit 1; }
  done
  rm -rf "$out"
  echo "generated examples are reproducible"
fi
