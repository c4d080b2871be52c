#!/usr/bin/env bash
# Every hexboard command on a 4096 x 4096 map under a 4 GiB address-space limit
# (ulimit -v 4194304): each must end with its expected exit status, never killed by a signal
# or an allocation failure. HexBoard.docc/Guarantees.md ("Memory") states the bound behind each.
#
#   bash scripts/check-memory.sh [path/to/hexboard]     # default: .build/release/hexboard
#
# Prints one line per command: exit status, seconds and (with GNU time) peak resident memory.
set -euo pipefail
cd "$(dirname "$0")/.."

binary="$(cd "$(dirname "${1:-.build/release/hexboard}")" && pwd)/$(basename "${1:-.build/release/hexboard}")"
[ -x "$binary" ] || { echo "no hexboard binary at $binary (swift build -c release --product hexboard)"; exit 1; }
limit_kb=4194304
repo="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

gnu_time=""
if /usr/bin/time -f "%M" true >/dev/null 2>&1; then gnu_time=/usr/bin/time; fi

failures=0
# check EXPECTED_STATUS COMMAND ARGS... : runs hexboard under the limit, output to files.
check() {
  local expected="$1"
  shift
  local start=$SECONDS status peak=""
  set +e
  if [ -n "$gnu_time" ]; then
    (ulimit -v "$limit_kb" && exec "$gnu_time" -f "%M" -o rss.txt "$binary" "$@") \
      >out.txt 2>err.txt
    status=$?
    peak="$(tail -n 1 rss.txt 2>/dev/null || true)"
  else
    (ulimit -v "$limit_kb" && exec "$binary" "$@") >out.txt 2>err.txt
    status=$?
  fi
  set -e
  # GNU time reports a child killed by a signal as "Command terminated by signal N".
  if grep -q "terminated by signal" rss.txt 2>/dev/null; then status=137; fi
  local seconds=$((SECONDS - start))
  local memory=""
  [ -n "$peak" ] && [ "$peak" -eq "$peak" ] 2>/dev/null && memory="$((peak / 1024)) MB"
  if [ "$status" -ne "$expected" ]; then
    printf 'FAIL  exit %3d (expected %d)  %4d s  %8s  hexboard %s\n' \
      "$status" "$expected" "$seconds" "$memory" "$*"
    head -c 2000 err.txt
    failures=$((failures + 1))
  else
    printf 'ok    exit %3d  %4d s  %8s  hexboard %s\n' "$status" "$seconds" "$memory" "$*"
  fi
  rm -f rss.txt
}

check 0 generate continents --columns 4096 --rows 4096 --seed 7 -o big.json
check 0 new --columns 4096 --rows 4096 -o blank.json
check 0 info big.json
check 0 validate big.json
check 0 show big.json --color never
check 0 render big.json -o big.svg --checks big.checks.json
check 0 paint big.json forest --at 2048,2048 --at 10,10 --radius 4096 -o painted.json
check 0 paint big.json hills --rect 0,0:4095,4095 -o hills.json
check 0 elevation blank.json 7 --rect 0,0:4095,2047 -o high.json
check 0 object add big.json --id scout --kind unit --at 5,5 -o objects.json
check 0 object move objects.json scout --to 4000,4000
check 0 object list objects.json
check 0 object remove objects.json scout
check 0 feature set hills.json wall --around 2048,2048 --radius 4096 --crossing 0,0:4095,4095 \
  -o walled.json
check 0 feature set walled.json river --around 2048,2048 --radius 1000
check 0 feature clear walled.json --around 2048,2048 --radius 10
check 0 feature set walled.json town --at 5,5 --corner e --at 4000,4000 --corner w
check 0 feature clear walled.json --at 5,5 --corner e
check 0 info walled.json
check 0 crop walled.json --from 0,0 --to 4095,2047 -o walled-cropped.json
check 0 path walled.json 2048,2048 2500,2500
check 0 fov walled.json 2048,2048 --radius 256
check 0 resize big.json --columns 4000 --rows 4096 -o resized.json
check 0 crop big.json --from 0,0 --to 4095,2047 -o cropped.json
check 0 path hills.json 0,0 4095,4095
check 0 range hills.json 2048,2048 --budget 3000
# The whole map's range as JSON, streamed (held whole, 16 million cells took 4.36 GB).
check 0 range hills.json 2048,2048 --budget 1000000 --json
check 0 fov big.json 2048,2048 --radius 256
check 0 convert big.json big.tmj
# With its elevation the 4096 x 4096 .tmj is over the importer's 64 MiB limit: refused.
check 1 convert big.tmj refused.json
check 0 convert blank.json blank.tmj
check 0 convert blank.tmj back.json
check 0 diff big.json hills.json -o change.patch.json
check 0 patch big.json change.patch.json -o patched.json
# A feature on every side and corner (scripts/make-feature-map.py): placements are read
# from the file's bytes one entry at a time, never as a parse tree (2048 x 2048, a 476 MB
# file: 6.2 GB with the tree, 592 MB now). A patch placing all of them at 1024 x 1024.
python3 "$repo/scripts/make-feature-map.py" 2048 2048 features.json
check 0 validate features.json
python3 "$repo/scripts/make-feature-map.py" 1024 1024 features-1024.json
python3 "$repo/scripts/make-feature-map.py" --bare 1024 1024 bare-1024.json
check 0 diff bare-1024.json features-1024.json -o features.patch.json
check 0 patch bare-1024.json features.patch.json -o features-patched.json
rm -f features.json features-1024.json bare-1024.json features.patch.json features-patched.json
cmp patched.json hills.json || { echo "FAIL  patch did not give the target map"; failures=$((failures + 1)); }
cmp back.json blank.json || { echo "FAIL  Tiled round trip changed the map"; failures=$((failures + 1)); }

if [ "$failures" -ne 0 ]; then
  echo "$failures command(s) failed under ulimit -v $limit_kb"
  exit 1
fi
echo "every command ran on a 4096 x 4096 map under ulimit -v $limit_kb"
