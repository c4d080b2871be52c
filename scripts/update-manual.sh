#!/usr/bin/env bash
# Writes docs/hexboard.1 from `hexboard manual` (the man page generated from the command
# specs); with --check, only compares and fails when the committed page is stale.
# HEXBOARD=path/to/hexboard uses that binary instead of building the debug one.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: scripts/update-manual.sh [--check]" >&2; exit 2 ;;
esac

binary="${HEXBOARD:-}"
if [ -z "$binary" ]; then
  swift build --product hexboard >/dev/null
  binary="$(swift build --show-bin-path)/hexboard"
fi

fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
"$binary" manual > "$fresh"

if [ "$check" -eq 1 ]; then
  if ! cmp -s "$fresh" docs/hexboard.1; then
    echo "docs/hexboard.1 is stale: run scripts/update-manual.sh" >&2
    diff -u docs/hexboard.1 "$fresh" | head -40 >&2 || true
    exit 1
  fi
  echo "docs/hexboard.1 is up to date"
else
  cp "$fresh" docs/hexboard.1
  echo "wrote docs/hexboard.1"
fi
