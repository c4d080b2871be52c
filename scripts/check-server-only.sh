#!/usr/bin/env bash
# A game server that depends only on the HexBoard product compiles no Tiled, XML, PNG, SVG
# or generation source, and still loads a map and finds a path.
#
#   scripts/check-server-only.sh
#
# Makes a throw-away package in a temporary folder with a path dependency on this
# repository and one main.swift (`import HexBoard`: load Maps/skirmish.json, print a path's
# cost), builds it (debug, its own scratch folder, so the repository's .build is not
# touched), runs it, prints every Swift file the build compiled (from the output file maps
# SwiftPM writes for each module) and fails if one is under Sources/HexBoardTiled,
# Sources/HexBoardRendering, Sources/HexBoardGeneration, Sources/HexCodecs,
# Sources/HexBoardSwiftUI or Sources/SwiftUIStandIn (no SwiftUI code in a server) or
# Sources/HexBoardWesnoth (Battle for Wesnoth formats) or Sources/HexBoardChecks, or if
# the path's cost is not the known answer.
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"

work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
# The dependency's identity is the last component of its path: link the repository under
# the name the manifest uses, whatever the checkout's folder is called.
ln -s "$repository" "$work/HexBoard"
mkdir -p "$work/server/Sources/Server"
cat >"$work/server/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Server",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "../HexBoard")],
  targets: [
    .executableTarget(
      name: "Server", dependencies: [.product(name: "HexBoard", package: "HexBoard")])
  ]
)
EOF
cat >"$work/server/Sources/Server/main.swift" <<'EOF'
import HexBoard

// What a game server does every turn: a map from disk, its navigation graph, a path.
let board = try Board.load(from: CommandLine.arguments[1])
let graph = try board.navigationGraph()
let path = graph.path(from: Hex(q: 2, r: 0), to: Hex(q: 14, r: -6))
print(path.map { "path cost \($0.cost), \($0.hexes.count) hexes" } ?? "no path")
EOF

scratch="$work/build"
start=$SECONDS
swift build --package-path "$work/server" --scratch-path "$scratch" >"$work/build.log" 2>&1 \
  || { cat "$work/build.log"; echo "check-server-only: the server package does not build"; exit 1; }
echo "built in $((SECONDS - start)) s"
answer="$("$(swift build --package-path "$work/server" --scratch-path "$scratch" \
  --show-bin-path)/Server" "$repository/Maps/skirmish.json")"
echo "$answer"

# Every Swift file compiled. SwiftPM writes an output file map for every module it plans
# (the whole dependency graph's), but the compiler writes a file's object, dependency and
# diagnostics files only when it compiles that file: a file counts when one of them exists.
compiled="$work/compiled.txt"
find "$scratch" -name output-file-map.json -path '*.build/*' -print0 \
  | xargs -0 python3 -c '
import json, os, sys
files = set()
for path in sys.argv[1:]:
    for source, outputs in json.load(open(path)).items():
        made = [outputs.get(k, "") for k in ("object", "dependencies", "diagnostics")]
        if source.endswith(".swift") and any(os.path.exists(p) for p in made if p):
            files.add(source)
print("\n".join(sorted(files)))' \
  | sed -e "s|^$work/HexBoard/||" -e "s|^$repository/||" -e "s|^$work/||" >"$compiled"
echo "compiled Swift files ($(wc -l <"$compiled")):"
sed 's/^/  /' "$compiled"

status=0
forbidden='HexBoardTiled|HexBoardRendering|HexBoardGeneration|HexCodecs|HexBoardSwiftUI|SwiftUIStandIn|HexBoardWesnoth|HexBoardChecks|HexBoardCLI'
if grep -E "(^|/)Sources/($forbidden)/" \
  "$compiled"; then
  echo "check-server-only: the files above are not for a server"
  status=1
fi
# The list is the real one: it holds HexBoard's and HexGrid's sources and the server's main.
for expected in '^Sources/HexBoard/' '^Sources/HexGrid/' '^server/Sources/Server/main\.swift$'; do
  grep -q "$expected" "$compiled" || { echo "check-server-only: nothing matching $expected compiled?"; status=1; }
done
[ "$answer" = "path cost 14, 13 hexes" ] \
  || { echo "check-server-only: expected 'path cost 14, 13 hexes'"; status=1; }
[ "$status" -eq 0 ] && echo "a HexBoard-only server compiles no Tiled, XML, PNG, SVG, generation, SwiftUI or Wesnoth code"
exit "$status"
