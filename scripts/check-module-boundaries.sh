#!/usr/bin/env bash
# Sibling modules use each other's public API only: no module reaches into another's
# `package` declarations, except those of the hidden support targets.
#
#   scripts/check-module-boundaries.sh                    every module (CI)
#   scripts/check-module-boundaries.sh --keep HexBoardCore --keep HexBoardMaps
#                                                         leave these modules' `package` as is
#   HEXBOARD_BOUNDARY_KEEP="HexBoardCore HexBoardMaps"    the same, from the environment
#
# Copies the package (Package.swift, Sources, Tests) to a scratch folder, rewrites every
# `package` access modifier to `internal` in the sources of each module that is not a
# support target, and builds the library and executable targets there (debug, not the
# tests: a test target may use its module's `package` API). A use of another module's
# `package` declaration is then a compiler error ("is inaccessible due to 'internal'
# protection level"), printed with its file and line, and the script fails.
#
# The support targets keep their `package` API: HexBoardSupport, HexText, HexJSON,
# HexCodecs (format code and primitives the modules share by design, no product), and
# SwiftUIStandIn (the test double of SwiftUI's names). Everything else is rewritten,
# including HexBoardChecks, the pixel-check machinery of the CLI's `--checks` and the
# rendering tests. Two narrow named interfaces (`@_spi`) remain, each for one client, and
# the script checks that no other module imports them: HexBoardRendering's `PixelChecks`
# (the drawing geometry HexBoardChecks predicts pixels from) and HexBoardCLI's `Editor`
# (the terminal editor's state machine, which hexboard-bench times without a terminal).
#
# The scratch folder (.build-boundaries, or HEXBOARD_BOUNDARY_SCRATCH) is kept between runs:
# a run on unchanged sources is a no-op build. After any change the modules are built again
# from scratch (one debug build, about 3 minutes on two cores): an incremental build missed
# a module whose dependency's declarations turned internal behind a re-exporting module
# (`import HexBoard`), and passed.
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"

support=(HexBoardSupport HexText HexJSON HexCodecs SwiftUIStandIn)
keep=(${HEXBOARD_BOUNDARY_KEEP:-})
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) [ $# -ge 2 ] || { echo "--keep needs a module name" >&2; exit 2; }; keep+=("$2"); shift 2 ;;
    -h | --help) sed -n '2,28p' "$0"; exit 0 ;;
    *) echo "check-module-boundaries: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
for module in "${keep[@]}"; do
  [ -d "Sources/$module" ] || { echo "--keep: no module Sources/$module" >&2; exit 2; }
done

scratch="${HEXBOARD_BOUNDARY_SCRATCH:-$repository/.build-boundaries}"
mkdir -p "$scratch/src"

# The copy: sources rewritten where they belong to a checked module, files that did not
# change left untouched (their times too), files gone from the repository removed.
summary="$(python3 - "$repository" "$scratch/src" "${support[*]} ${keep[*]}" <<'EOF'
import os, re, sys
repo, dest, exempt = sys.argv[1], sys.argv[2], set(sys.argv[3].split())
# `package` as an access modifier: before a declaration keyword or another modifier, or
# `package(set)`. Words in comments and strings ("the package's") are not followed by these.
modifier = re.compile(
    r"(?<![\w.`])package(\(set\))?(?=\s+(?:@|static\b|class\b|final\b|func\b|var\b|let\b|"
    r"struct\b|enum\b|init\b|init\?|typealias\b|protocol\b|extension\b|subscript\b|"
    r"mutating\b|nonmutating\b|convenience\b|override\b|lazy\b|actor\b|indirect\b|"
    r"required\b|private\b|fileprivate\b|internal\b|public\b|dynamic\b|nonisolated\b|"
    r"macro\b|associatedtype\b|weak\b|unowned\b|import\b|deinit\b|case\b))")
wanted, rewritten, count, changed = set(), {}, 0, 0
for top in ("Package.swift", "Sources", "Tests"):
    path = os.path.join(repo, top)
    if os.path.isfile(path):
        wanted.add(top)
        continue
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".build"))
        for name in files:
            wanted.add(os.path.relpath(os.path.join(root, name), repo))
for rel in sorted(wanted):
    with open(os.path.join(repo, rel), "rb") as f:
        data = f.read()
    parts = rel.split(os.sep)
    if parts[0] == "Sources" and len(parts) > 2 and parts[1] not in exempt and rel.endswith(".swift"):
        text, n = modifier.subn(lambda m: "internal" + (m.group(1) or ""), data.decode("utf-8"))
        if n:
            data = text.encode("utf-8")
            rewritten[parts[1]] = rewritten.get(parts[1], 0) + n
            count += n
    target = os.path.join(dest, rel)
    try:
        with open(target, "rb") as f:
            same = f.read() == data
    except FileNotFoundError:
        same = False
    if not same:
        changed += 1
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
for root, dirs, files in os.walk(dest, topdown=False):
    for name in files:
        rel = os.path.relpath(os.path.join(root, name), dest)
        if rel not in wanted:
            changed += 1
            os.remove(os.path.join(root, name))
    if root != dest and not os.listdir(root):
        os.rmdir(root)
print(changed)
print(f"{count} package declarations rewritten to internal in "
      + ", ".join(f"{m} ({n})" for m, n in sorted(rewritten.items())))
EOF
)"

changed="$(echo "$summary" | head -n 1)"
summary="$(echo "$summary" | tail -n 1)"
if [ "$changed" -gt 0 ] && [ -d "$scratch/build" ]; then
  rm -rf "$scratch/build"  # see the header: no incremental build after a change
fi

echo "module boundaries: support targets keeping their package API: ${support[*]}"
[ ${#keep[@]} -eq 0 ] || echo "module boundaries: also left as they are (--keep): ${keep[*]}"
echo "module boundaries: $summary"

# Each named interface (`@_spi(NAME) public`) has the one client it was made for; the
# tests may import them too. Any other `@_spi` import in Sources is refused.
spi_clients=("PixelChecks:HexBoardChecks" "Editor:hexboard-bench")
spi_refused=""
while IFS= read -r line; do
  [ -n "$line" ] || continue
  file="${line%%:*}"
  client="$(echo "$file" | cut -d/ -f2)"
  name="$(echo "$line" | sed -n 's/.*@_spi(\([A-Za-z0-9_]*\)).*/\1/p')"
  allowed=0
  for pair in "${spi_clients[@]}"; do
    [ "$pair" = "$name:$client" ] && allowed=1
  done
  [ "$allowed" -eq 1 ] || spi_refused+="$line"$'\n'
done < <(grep -rnE '^[[:space:]]*@_spi\([A-Za-z0-9_]+\)([[:space:]]+@[A-Za-z]+)*[[:space:]]+import' Sources || true)
if [ -n "$spi_refused" ]; then
  echo "module boundaries: an @_spi import by a module it was not made for (allowed: ${spi_clients[*]}):"
  printf '%s' "$spi_refused"
  exit 1
fi
echo "module boundaries: @_spi imports only by their clients (${spi_clients[*]})"
# A debug build compiles modules for testing, so `@testable import` would reach internal
# declarations unseen: it belongs in Tests/ only.
testable="$(grep -rnE '^[[:space:]]*@testable[[:space:]]' Sources || true)"
if [ -n "$testable" ]; then
  echo "module boundaries: @testable import outside the tests:"
  echo "$testable"
  exit 1
fi

# Every product and executable, and with them every module of Sources/ (HexBoardChecks and
# HexBoardCLI through hexboard): not the test targets nor their helpers (HexTestSupport),
# which may use their module's package API.
products="$(swift package --package-path "$scratch/src" dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
names = [p["name"] for p in package["products"]]
names += [t["name"] for t in package["targets"] if t["type"] == "executable" and t["name"] not in names]
print(" ".join(names))')"
log="$scratch/build.log"
: >"$log"
built=1
for product in $products; do
  swift build --package-path "$scratch/src" --scratch-path "$scratch/build" --product "$product" \
    >>"$log" 2>&1 || { built=0; break; }
done
if [ "$built" -eq 1 ]; then
  echo "module boundaries: these products build with those declarations internal: $products"
else
  echo "module boundaries: a module uses another's package API (now internal):"
  # The errors with their file and line, in the repository's paths.
  grep -E '^[^[:space:]|].*error:' "$log" | sed "s|$scratch/src/||g" | LC_ALL=C sort -u || tail -n 40 "$log"
  exit 1
fi
