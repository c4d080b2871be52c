#!/usr/bin/env bash
# Builds the documentation of every library module and fails on any DocC warning.
#
#   scripts/check-docs.sh                          every module with a catalog (CI)
#   scripts/check-docs.sh HexBoard HexBoardTiled   only these modules
#
# It first runs `swift build` (a no-op after CI's build step), so the documented API is the
# current one. For each module with a catalog Sources/MODULE/MODULE.docc, the public symbol
# graph is extracted from that debug build (swift-symbolgraph-extract) and `docc convert --analyze`
# builds the catalog with it: broken ``symbol`` and <doc:article> links, topic groups naming
# symbols that no longer exist, undocumented parameters and the like are warnings, and any
# warning fails the script. Every library product must have a catalog. Both tools ship with
# the Swift toolchain; they are looked up next to `swift` (no xcrun), or set DOCC and
# SWIFT_SYMBOLGRAPH_EXTRACT. Nothing is written outside a temporary folder.
#
# Links between modules cannot be checked one module at a time: in a doc comment, name a
# symbol of another module as code (`Board`), not as a link (``Board``).
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
docc=${DOCC:-$toolchain_bin/docc}
extract=${SWIFT_SYMBOLGRAPH_EXTRACT:-$toolchain_bin/swift-symbolgraph-extract}
command -v docc >/dev/null 2>&1 && [ ! -x "$docc" ] && docc="$(command -v docc)"
for tool in "$docc" "$extract"; do
  [ -x "$tool" ] || { echo "check-docs: $tool not found (set DOCC / SWIFT_SYMBOLGRAPH_EXTRACT)" >&2; exit 2; }
done

swift build --quiet
bin="$(swift build --show-bin-path)"
modules_dir="$bin/Modules"  # SwiftPM 6 keeps .swiftmodule files here, older ones in $bin
[ -d "$modules_dir" ] || modules_dir="$bin"
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
sdk_args=()
[ -n "${SDKROOT:-}" ] && sdk_args=(-sdk "$SDKROOT")

# Every library product has a catalog (a new module gets one on day one).
missing=0
libraries=$(swift package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(product["name"])')
[ -n "$libraries" ] || { echo "check-docs: no library product in Package.swift?" >&2; exit 2; }
for product in $libraries; do
  if [ ! -d "Sources/$product/$product.docc" ]; then
    echo "check-docs: library $product has no catalog Sources/$product/$product.docc"
    missing=1
  fi
done

if [ $# -gt 0 ]; then
  modules=("$@")
else
  modules=()
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$catalog" .docc)"); done
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One module: its symbol graph, then the catalog built with it; the log and docc's exit
# status go to files, so the modules can run side by side.
check_module() {
  local module=$1 graphs="$work/$1.graphs" status=0
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -I "$modules_dir" -target "$triple" "${sdk_args[@]}" \
    -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols \
    -output-dir "$graphs" >"$work/$module.log" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then
    "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
      --analyze --fallback-display-name "$module" \
      --fallback-bundle-identifier "org.hexboard.$module" \
      --output-path "$work/$module.doccarchive" >>"$work/$module.log" 2>&1 || status=$?
  fi
  echo "$status" >"$work/$module.status"
}

failed=0
pids=()
for module in "${modules[@]}"; do
  if [ ! -d "Sources/$module/$module.docc" ]; then
    echo "check-docs: no catalog Sources/$module/$module.docc"
    failed=1
  elif [ ! -e "$modules_dir/$module.swiftmodule" ]; then
    echo "check-docs: no $modules_dir/$module.swiftmodule: is $module a library target?"
    failed=1
  else
    check_module "$module" &
    pids+=($!)
  fi
done
for pid in "${pids[@]}"; do wait "$pid"; done

for module in "${modules[@]}"; do
  [ -f "$work/$module.status" ] || continue
  status=$(cat "$work/$module.status")
  warnings=$(grep -c -E '^(warning|error):' "$work/$module.log" || true)
  if [ "$status" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    cat "$work/$module.log"
    echo "check-docs: $module: $warnings warning(s) or error(s), exit status $status"
    failed=1
  else
    echo "check-docs: $module: no warnings"
  fi
done
[ "$failed" -eq 0 ] && [ "$missing" -eq 0 ] || exit 1
echo "documentation of ${#modules[@]} modules builds without warnings"
