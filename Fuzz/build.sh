#!/usr/bin/env bash
# Builds the libFuzzer targets into Fuzz/.build-fuzz/<target>.
#
#   Fuzz/build.sh [map|patch|tiled ...]      # default: every target
#   Fuzz/.build-fuzz/map Fuzz/corpus/map -max_total_time=60 -dict=Fuzz/json.dict
#
# A SwiftPM executable clashes with libFuzzer's own main, so the sources are compiled with
# swiftc directly: HexGrid as a module, then the HexBoard sources plus one entry file
# (Fuzz/Fuzz<Name>.swift, which defines LLVMFuzzerTestOneInput with @_cdecl) as the
# module HexBoard, everything instrumented with -sanitize=fuzzer,address.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fuzz/.build-fuzz
mkdir -p "$out/HexGrid"

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(map patch tiled)

# -package-name: the sources use `package` access (POSIXMutex), which needs one.
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -Onone -gline-tables-only
  -package-name hexboard)

# HexGrid: an object file and its module, rebuilt when a source changed.
grid_sources=$(find Sources/HexGrid -name '*.swift' | sort)
if [ ! -f "$out/HexGrid/HexGrid.o" ] || [ -n "$(find Sources/HexGrid -newer "$out/HexGrid/HexGrid.o" -name '*.swift')" ]; then
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name HexGrid -emit-module -emit-module-path "$out/HexGrid/HexGrid.swiftmodule" \
    -wmo -c $grid_sources -o "$out/HexGrid/HexGrid.o"
fi

board_sources=$(find Sources/HexBoard -name '*.swift' | sort)
for target in "${targets[@]}"; do
  case "$target" in
    map) entry=Fuzz/FuzzMapLoader.swift ;;
    patch) entry=Fuzz/FuzzPatchLoader.swift ;;
    tiled) entry=Fuzz/FuzzTiledImporter.swift ;;
    *) echo "unknown fuzz target '$target' (map, patch, tiled)" >&2; exit 2 ;;
  esac
  echo "building $out/$target"
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name HexBoard -I "$out/HexGrid" $board_sources "$entry" \
    "$out/HexGrid/HexGrid.o" -lm -o "$out/$target"
done
