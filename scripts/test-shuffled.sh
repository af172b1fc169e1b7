#!/usr/bin/env bash
# Runs the test suites in a random order, a random set of suites per process: each suite then
# runs after a different set of others than in `swift test`, so one that depends on what an
# earlier suite left in process-wide state fails here. XCTest runs the tests of one process in
# its own fixed order, so the order is varied by shuffling the suites and splitting them into
# processes. `make test-shuffled [SEED=N] [PROCESSES=N]`; the seed is printed so a failure can be
# run again.
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${SEED:-$RANDOM}
groups=${PROCESSES:-6}
binary=$(swift build --show-bin-path)/QuillPackageTests.xctest
[ -x "$binary" ] || { echo "test-shuffled: build the tests first (swift build --build-tests)" >&2; exit 1; }
mapfile -t suites < <(swift test list --skip-build 2>/dev/null | sed 's|/.*||' | sort -u | python3 -c "
import random, sys
suites = [line.strip() for line in sys.stdin if line.strip()]
random.Random($seed).shuffle(suites)
print('\n'.join(suites))")
echo "test-shuffled: ${#suites[@]} suites in $groups processes, seed $seed (SEED=$seed make test-shuffled runs this order again)"
failed=0
for ((group = 0; group < groups; group++)); do
  chosen=()
  for ((i = group; i < ${#suites[@]}; i += groups)); do chosen+=("${suites[$i]}"); done
  [ ${#chosen[@]} -eq 0 ] && continue
  filter=$(IFS=,; echo "${chosen[*]}")
  log=$(mktemp)
  if "$binary" "$filter" > "$log" 2>&1; then
    echo "test-shuffled: process $((group + 1)): $(grep -E 'Executed [0-9]+ tests' "$log" | tail -1 | sed 's/^[[:space:]]*//')"
  else
    failed=1
    echo "test-shuffled: process $((group + 1)) FAILED with suites: ${chosen[*]}"
    grep -E "error: |crashed" "$log" | grep -v "^QuillPackageTests.xctest" | head -20
  fi
  rm -f "$log"
done
exit $failed
