#!/usr/bin/env bash
# Runs the whole XCTest suite on every core: the suites go into batches (the slow ones alone,
# the rest a dozen to a batch), and as many test processes as there are cores take batches from
# one queue until none is left. Each batch's output goes to a log; a failed batch's errors are
# printed with the command that runs that batch again. The tests were made order-independent
# (issue 24: `make test-order` runs every test alone and in shuffled processes), so running
# batches side by side changes nothing but the time (`make test` on 2 cores: about half).
# Usage: scripts/test-parallel.sh   (after swift build --build-tests; JOBS=N sets the processes)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(swift build --show-bin-path)/QuillPackageTests.xctest
[ -x "$binary" ] || { echo "test-parallel: build the tests first (swift build --build-tests)" >&2; exit 1; }
jobs=${JOBS:-$(nproc)}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# The slowest tests, each a batch of its own and first in the queue (a class, or one test of
# a class as Class/test). A slow class missing here still runs, in an ordinary batch.
slow=(
  QuillTests.GalleryKeyboardTests/testEveryEnabledControlIsOperatedByTheKeyboard
  QuillTests.GalleryKeyboardTests/testEveryEnabledControlIsReachedWithTabAndShowsAFocusRing
  QuillTests.LeakTests QuillTests.GalleryTests QuillTests.GalleryMonkeyTests QuillWidgetsTests.ScrolledFrameTests
  QuillTests.BundleLeakTests QuillTemplatesTests.TemplatePlanTests QuillTests.ControlsExampleTests
  QuillTests.FilePanelsDemoTests QuillTests.TablesExampleTests
)
mapfile -t classes < <("$binary" --list-tests 2>/dev/null | sed -n 's|^\([A-Za-z0-9_]*\.[A-Za-z0-9_]*\)/.*|\1|p' | sort -u)
[ ${#classes[@]} -gt 0 ] || { echo "test-parallel: the test binary listed no tests" >&2; exit 1; }
{
  for item in "${slow[@]}"; do
    class=${item%%/*}
    printf '%s\n' "${classes[@]}" | grep -qx "$class" && echo "$item"
  done
  rest=()
  for class in "${classes[@]}"; do
    printf '%s\n' "${slow[@]}" | grep -q "^$class\(/\|\$\)" || rest+=("$class")
  done
  for ((i = 0; i < ${#rest[@]}; i += 12)); do (IFS=,; echo "${rest[*]:i:12}"); done
} > "$logs/batches"

batches=$(wc -l < "$logs/batches")
echo "test-parallel: ${#classes[@]} suites in $batches batches, $jobs at a time"
started=$SECONDS
run_batch() {
  local number=$1 filter=$2 status=ok
  "$binary" "$filter" > "$logs/$number.log" 2>&1 || status=failed
  echo "$status" > "$logs/$number.status"
  echo "test-parallel: batch $number $status after $((SECONDS - started)) s: $(grep -E 'Executed [0-9]+ tests?,' "$logs/$number.log" | tail -1 | sed 's/^[[:space:]]*//')"
}
number=0
while IFS= read -r filter; do
  number=$((number + 1))
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run_batch "$number" "$filter" &
done < "$logs/batches"
wait

executed=0 failures=0 failed_batches=0
for ((number = 1; number <= batches; number++)); do
  summary=$(grep -E 'Executed [0-9]+ tests?,' "$logs/$number.log" | tail -1 || true)
  if [[ $summary =~ Executed\ ([0-9]+)\ tests?,\ with\ ([0-9]+)\ failures? ]]; then
    executed=$((executed + BASH_REMATCH[1])); failures=$((failures + BASH_REMATCH[2]))
  fi
  if [ "$(cat "$logs/$number.status" 2>/dev/null)" != ok ] || [ -z "$summary" ]; then
    failed_batches=$((failed_batches + 1))
    filter=$(sed -n "${number}p" "$logs/batches")
    echo "test-parallel: batch $number FAILED; run it again with: $binary '$filter'"
    grep -E "error: |Fatal error|crashed|Program crashed" "$logs/$number.log" | grep -v "^QuillPackageTests.xctest: " | head -30 || true
    [ -n "$summary" ] || tail -20 "$logs/$number.log"
  fi
done
echo "test-parallel: executed $executed tests in $((SECONDS - started)) s, with $failures failures ($failed_batches of $batches batches failed)"
[ "$failed_batches" -eq 0 ]
