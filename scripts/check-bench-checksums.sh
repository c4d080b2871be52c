#!/usr/bin/env bash
# Compares the RESULT lines of hexboard-bench with the checksums of WORKLOAD.md §7 and §9.
# Usage: scripts/check-bench-checksums.sh OUTPUT_FILE
set -euo pipefail
expected='256x256 setup open=46080,edges=193396
256x256 prepare none
256x256 neighbors n=391170,sum=12817662975
256x256 distance sum=137529616
256x256 rings n=319546,sum=10788528448
256x256 path_uniform reach=190,cost=26769
256x256 path_weighted reach=190,cost=64424
256x256 range_uniform cells=682468,dsum=9335753
256x256 range_weighted cells=931849,dsum=38013349
256x256 batch reach=190,cost=64424
256x256 update reach=471,cost=18240
1024x1024 setup open=733968,edges=3077776
1024x1024 prepare none
1024x1024 neighbors n=6283266,sum=3294237822975
1024x1024 distance sum=550548155
1024x1024 rings n=327681,sum=167456883905
1024x1024 path_uniform reach=96,cost=56097
1024x1024 path_weighted reach=96,cost=132302
1024x1024 range_uniform cells=708498,dsum=9758636
1024x1024 range_weighted cells=968980,dsum=39796735
1024x1024 batch reach=96,cost=132302
1024x1024 update reach=466,cost=17864
4096x4096 setup open=11744417,edges=49317548
4096x4096 prepare none
4096x4096 neighbors n=100630530,sum=844150018686975
4096x4096 distance sum=2201424394
4096x4096 rings n=329278,sum=2787301272187
4096x4096 path_uniform reach=19,cost=40372
4096x4096 path_weighted reach=19,cost=94388
4096x4096 range_uniform cells=712649,dsum=9826743
4096x4096 range_weighted cells=986598,dsum=40562649
4096x4096 batch reach=19,cost=94388
4096x4096 update reach=475,cost=18357'
status=0
checked=0
while read -r _ impl size phase _ checksum; do
  [ "$impl" = hexboard ] || continue
  # The batch line also reports its speed-up, which varies from run to run.
  checksum=${checksum%,speedup=*}
  want=$(printf '%s\n' "$expected" | awk -v s="$size" -v p="$phase" '$1 == s && $2 == p { print $3 }')
  if [ -z "$want" ]; then
    echo "unknown phase: $size $phase"; status=1
  elif [ "$want" != "$checksum" ]; then
    echo "MISMATCH $size $phase: got $checksum, want $want"; status=1
  fi
  checked=$((checked + 1))
done < <(grep '^RESULT ' "$1")
[ "$checked" -gt 0 ] || { echo "no RESULT lines in $1"; exit 1; }
echo "$checked checksums checked"
exit $status
