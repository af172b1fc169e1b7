#!/usr/bin/env bash
# Quill's constraint solver beside kiwi, the C++ Cassowary of kiwisolver (PyPI), on the same
# systems, in one run: fetches kiwisolver's source package with pip (its headers only; nothing
# of it is kept in the repository), compiles Benchmarks/Peers/kiwi-solver.cpp with -O2, runs
# both and prints each pair with the ratio Quill / kiwi (below 1: Quill is faster).
#   Benchmarks/Peers/compare-kiwi.sh        (needs g++, pip; builds quill-bench in release)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${KIWI_WORK:-$root/.build-peers/kiwi}
mkdir -p "$work"
if [ ! -d "$work/src" ]; then
  (cd "$work" && pip download kiwisolver==1.5.1 --no-binary :all: --no-deps -q && mkdir -p src && tar xzf kiwisolver-1.5.1.tar.gz -C src --strip-components 1)
fi
g++ -O2 -std=c++17 -I "$work/src" "$root/Benchmarks/Peers/kiwi-solver.cpp" -o "$work/kiwi-solver"
(cd "$root" && swift build -c release --product quill-bench >&2)
quill=$(cd "$root" && QUILL_BENCH_FILTER=solver_ .build/release/quill-bench)
kiwi=$("$work/kiwi-solver")
echo "$quill"
echo "$kiwi"
for name in solver_form_200_build_solve_ms solver_form_200_suggest_us; do
  q=$(sed -n "s/^$name: \([0-9.]*\).*/\1/p" <<<"$quill")
  k=$(sed -n "s/^kiwi_$name: \([0-9.]*\).*/\1/p" <<<"$kiwi")
  awk -v n="$name" -v q="$q" -v k="$k" 'BEGIN { printf "%s: quill %.3f, kiwi %.3f, ratio %.2f\n", n, q, k, q / k }'
done
