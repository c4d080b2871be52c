#!/usr/bin/env bash
# Builds the libFuzzer targets into Fuzz/.build-fuzz/<target>.
#
#   Fuzz/build.sh [map|patch|tiled|json|xml ...]      # default: every target
#   Fuzz/.build-fuzz/map Fuzz/corpus/map -max_total_time=60 -dict=Fuzz/json.dict
#
# A SwiftPM executable clashes with libFuzzer's own main, so the modules are compiled with
# swiftc directly, in the package's own layers (HexGrid, HexText, HexJSON, HexCodecs,
# HexBoard, HexBoardTiled: each an object file and a module), and each entry file (Fuzz/Fuzz<Name>.swift, which
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

# build_module NAME: Sources/NAME as $out/modules/NAME.o and NAME.swiftmodule, rebuilt when
# one of its sources (or a module it imports) is newer than the object file.
build_module() {
  local name=$1 object="$out/modules/$1.o"
  local sources
  sources=$(find "Sources/$name" -name '*.swift' | sort)
  if [ -f "$object" ] && [ -z "$(find "Sources/$name" -newer "$object" -name '*.swift')" ] \
    && [ -z "$(find "$out/modules" -name '*.o' -newer "$object")" ]; then
    return
  fi
  echo "building module $name"
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$name" -I "$out/modules" -emit-module \
    -emit-module-path "$out/modules/$name.swiftmodule" -wmo -c $sources -o "$object"
}

for module in HexGrid HexText HexJSON HexCodecs HexBoard HexBoardTiled; do build_module "$module"; done

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
