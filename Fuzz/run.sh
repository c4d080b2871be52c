#!/usr/bin/env bash
# Runs each fuzz target for a bounded time on its seed corpus (CI: Fuzz/run.sh 45).
#
#   Fuzz/run.sh [seconds] [target ...]     # default: 60 s, every built target
#
# FUZZ_SEED fixes libFuzzer's seed (CI sets one, so a failure there can be replayed; the
# default, 0, lets libFuzzer pick a new seed each run and explore further).
#
# New inputs go to a scratch copy of the corpus (the repository's seeds stay as they are);
# any crash, leak, timeout or out-of-memory fails the run and leaves the input as
# Fuzz/.build-fuzz/crash-*, leak-*, timeout-* or oom-* (turn it into a regression test).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(map patch tiled json xml)
for target in "${targets[@]}"; do
  binary="Fuzz/.build-fuzz/$target"
  [ -x "$binary" ] || { echo "missing $binary (run Fuzz/build.sh $target)" >&2; exit 1; }
  work="Fuzz/.build-fuzz/corpus-$target"
  # The codec targets start from the seeds of the loaders that use them.
  dict=Fuzz/json.dict
  seeds=("Fuzz/corpus/$target")
  case "$target" in
    tiled) dict=Fuzz/tiled.dict ;;
    json) seeds=(Fuzz/corpus/map Fuzz/corpus/patch) ;;
    xml) dict=Fuzz/tiled.dict seeds=(Fuzz/corpus/tiled) ;;
  esac
  mkdir -p "$work"
  echo "== fuzz $target for ${seconds}s"
  # The status of the fuzzer itself, not of `tail`: checked below with a clear message.
  set +e
  LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0" "$binary" "$work" "${seeds[@]}" -dict="$dict" -max_total_time="$seconds" -seed="${FUZZ_SEED:-0}" \
    -rss_limit_mb=2048 -malloc_limit_mb=2048 -timeout=5 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="Fuzz/.build-fuzz/$target-" 2>&1 | tail -n 25
  status=${PIPESTATUS[0]}
  set -e
  [ "$status" -eq 0 ] || { echo "fuzz $target failed (exit $status)" >&2; exit 1; }
done
