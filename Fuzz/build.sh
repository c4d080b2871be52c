#!/usr/bin/env bash
# Builds the libFuzzer targets into Fuzz/.build-fuzz/<target>.
#
#   Fuzz/build.sh [map|patch|tiled|json|xml ...]      # default: every target
#   Fuzz/.build-fuzz/map Fuzz/corpus/map -max_total_time=60 -dict=Fuzz/json.dict
#
# A SwiftPM executable clashes with libFuzzer's own main, so the modules are compiled with
# swiftc directly, in the package's own layers (HexGrid, HexText, HexJSON, HexCodecs, the
# HexBoard modules and their umbrella, HexBoardTiled: each an object file and a module),
# and each entry file (Fuzz/Fuzz<Name>.swift, which
# defines LLVMFuzzerTestOneInput with @_cdecl) is linked against the modules it imports.
# Everything is instrumented with -sanitize=fuzzer,address.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fuzz/.build-fuzz
mkdir -p "$out/modules"

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(map patch tiled json xml)

# -package-name: the modules use `package` access across each other, which needs one.
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -Onone -gline-tables-only
  -package-name hexboard)

# build_module NAME [MODULE ...]: Sources/NAME as $out/modules/NAME.o and NAME.swiftmodule,
# rebuilt when one of its sources, or one of the modules it imports (the rest of the
# arguments), is newer than its object file.
build_module() {
  local name=$1 object="$out/modules/$1.o"
  shift
  local stale=1
  if [ -f "$object" ] && [ -z "$(find "Sources/$name" -newer "$object" -name '*.swift')" ]; then
    stale=0
    for dependency in "$@"; do
      [ "$out/modules/$dependency.o" -nt "$object" ] && stale=1
    done
  fi
  [ "$stale" -eq 1 ] || return 0
  echo "building module $name"
  local sources
  sources=$(find "Sources/$name" -name '*.swift' | sort)
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$name" -I "$out/modules" -emit-module \
    -emit-module-path "$out/modules/$name.swiftmodule" -wmo -c $sources -o "$object"
  # swiftc leaves an unchanged object file as it was; the time stamp says it is current.
  touch "$object"
}

# The package's graph (Package.swift), each module after the ones it imports.
build_module HexGrid
build_module HexText
build_module HexJSON HexText
build_module HexCodecs HexText
build_module HexBoardSupport
build_module HexBoardMaps HexGrid HexBoardSupport
build_module HexBoardVision HexGrid HexBoardMaps HexBoardSupport
build_module HexBoardCore HexGrid HexBoardMaps HexBoardVision HexBoardSupport HexText HexJSON
build_module HexBoardNavigation HexGrid HexBoardMaps HexBoardCore HexBoardSupport
build_module HexBoardFiles HexBoardCore HexBoardSupport HexText
build_module HexBoardSync HexGrid HexBoardMaps HexBoardCore HexBoardNavigation HexBoardVision \
  HexBoardFiles HexBoardSupport HexText HexJSON
build_module HexBoard HexGrid HexBoardMaps HexBoardCore HexBoardNavigation HexBoardVision \
  HexBoardFiles HexBoardSync
build_module HexBoardTiled HexBoard HexBoardSupport HexGrid HexText HexJSON HexCodecs

for target in "${targets[@]}"; do
  case "$target" in
    map) entry=Fuzz/FuzzMapLoader.swift ;;
    patch) entry=Fuzz/FuzzPatchLoader.swift ;;
    tiled) entry=Fuzz/FuzzTiledImporter.swift ;;
    json) entry=Fuzz/FuzzJSONParser.swift ;;
    xml) entry=Fuzz/FuzzXMLReader.swift ;;
    *) echo "unknown fuzz target '$target' (map, patch, tiled, json, xml)" >&2; exit 2 ;;
  esac
  echo "building $out/$target"
  swiftc "${flags[@]}" -module-name "Fuzz_$target" -I "$out/modules" "$entry" \
    "$out"/modules/*.o -lm -o "$out/$target"
done
