#!/usr/bin/env bash
# Races hexboard-bench against the C reference (../shared/perf/c_ref.c) on every phase of
# WORKLOAD.md 1.1, including `prepare`, `update` and `batch`, which the shared
# ../shared/perf/compare.sh does not list yet.
#
#   scripts/compare-bench.sh 1024 4096        # REPS=5 for more runs (default 3)
#
# Builds the release bench and the C reference, runs them alternately REPS times (so drift
# on a busy machine hits both alike) and prints each phase's median time, the C median,
# their ratio, and whether the checksums agree. `setup+prepare` adds the two, as section 9
# says a comparison should. Exit status 1 if a checksum disagrees.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 SIZE..." >&2; exit 2; }
reps=${REPS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
${CC:-cc} -O2 -std=c11 -o "$work/c_ref" ../shared/perf/c_ref.c
swift build -c release --product hexboard-bench >/dev/null
for _ in $(seq "$reps"); do
  "$work/c_ref" "$@" >>"$work/raw.txt"
  .build/release/hexboard-bench "$@" >>"$work/raw.txt"
done
python3 - "$work/raw.txt" <<'PY'
import statistics, sys
from collections import defaultdict
times, sums = defaultdict(list), defaultdict(set)
for line in open(sys.argv[1]):
    if not line.startswith("RESULT "):
        continue
    _, impl, size, phase, secs, checksum = line.split(None, 5)
    times[(impl, size, phase)].append(float(secs))
    sums[(impl, size, phase)].add(checksum.strip())
def fields(cs):
    return dict(part.split("=", 1) for part in cs.split(",") if "=" in part)
order = ["setup", "prepare", "neighbors", "distance", "rings", "path_uniform",
         "path_weighted", "range_uniform", "range_weighted", "update", "batch"]
bad = 0
sizes = sorted({k[1] for k in times}, key=lambda s: int(s.split("x")[0]))
print("| size | phase | hexboard | c_ref | ratio | checksum |")
print("| --- | --- | --- | --- | --- | --- |")
for size in sizes:
    med = {p: statistics.median(t) for (i, s, p), t in times.items()
           if s == size and i == "hexboard"}
    for phase in order + ["setup+prepare"]:
        if phase == "setup+prepare":
            if "prepare" not in med:
                continue
            mine = med["setup"] + med["prepare"]
            ref_key = ("c_ref", size, "setup")
            check = ""
        else:
            key = ("hexboard", size, phase)
            if key not in times:
                continue
            mine = med[phase]
            ref_key = ("c_ref", size, phase)
            ours = sums[key]
            theirs = sums.get(ref_key)
            if len(ours) != 1 and phase != "batch":
                check = "UNSTABLE"
            elif theirs is None:
                check = "no-ref"
            else:
                a, b = fields(next(iter(ours))), fields(next(iter(theirs)))
                common = set(a) & set(b)
                check = "ok" if common and all(a[k] == b[k] for k in common) else "MISMATCH"
            if phase == "batch":
                ref_key = ("c_ref", size, "path_weighted")
                a = fields(sorted(ours)[0])
                w = fields(next(iter(sums[("c_ref", size, "path_weighted")])))
                check = ("ok" if all(a[k] == w[k] for k in ("reach", "cost")) else "MISMATCH")
                check += " speedup " + ",".join(sorted(fields(c)["speedup"] for c in ours))
            if check.startswith("MISMATCH") or check == "UNSTABLE":
                bad += 1
        ref = statistics.median(times[ref_key]) if ref_key in times else None
        ratio = f"{mine / ref:.2f}" if ref else "-"
        print(f"| {size} | {phase} | {mine:.6f} | {ref if ref is not None else '-'} | {ratio} | {check} |")
sys.exit(1 if bad else 0)
PY
