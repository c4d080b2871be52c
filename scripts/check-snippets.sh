#!/usr/bin/env bash
# Compiles every ```swift block of README.md and of every DocC article as written, with its
# own imports, in a package set up the way the README's install section says.
#
#   scripts/check-snippets.sh            README.md, Sources/*/*.docc/*.md, docs/*.md (CI)
#   scripts/check-snippets.sh FILE.md…   only these files (README.md is always read: its
#                                         Package.swift block is the model of the package)
#
# scripts/extract-snippets.py writes a temporary package: the README's Package.swift with
# its `.package(url: …)` pointed at this repository by path, and one executable target per
# snippet (main.swift behind #sourceLocation, so errors name the Markdown file and line).
# A block marked `<!-- snippet: fragment -->` on the line above its fence is skipped, as is
# `<!-- snippet: apple -->` (SwiftUI) where SwiftUI cannot be imported; both are counted.
# The build uses its own scratch path, .build-snippets (ignored by git), so the library is
# built a second time there; nothing is written to the repository besides it.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

files=(README.md)
if [ $# -gt 0 ]; then
  for f in "$@"; do [ "$f" = README.md ] || files+=("$f"); done
else
  for f in Sources/*/*.docc/*.md docs/*.md; do files+=("$f"); done
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -B scripts/extract-snippets.py "$work/package" "$repo" "${files[@]}" > "$work/list"
compiled=$(grep -c '^compile ' "$work/list" || true)
skipped=$(grep -c '^skip ' "$work/list" || true)
grep '^skip \|^model ' "$work/list" || true

start=$SECONDS
status=0
# Warnings are allowed (top-level expressions show their value, as in a playground).
swift build --package-path "$work/package" --scratch-path "$repo/.build-snippets" \
  > "$work/build.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -E 'error:' "$work/build.log" | sed "s#$repo/##" | sort -u
  echo "check-snippets: the build failed (full log above the errors):" >&2
  tail -n 40 "$work/build.log" >&2
  failed=$(grep -oE "^$repo/[^:]+\.md:[0-9]+" "$work/build.log" | sort -u | wc -l)
  echo "check-snippets: $compiled snippets, $skipped skipped; errors at $failed places, in $((SECONDS - start)) s" >&2
  exit 1
fi
echo "check-snippets: $compiled snippets compiled, $skipped skipped (marked), in $((SECONDS - start)) s"
