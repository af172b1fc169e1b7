#!/usr/bin/env bash
# Replays the fuzzing seeds (Fuzz/Seeds/TARGET) and every input a fuzzer once crashed on
# (Fuzz/Regressions/TARGET) through the ordinary build of quill-fuzz, one process per target,
# each limited to 300 s (the layout seeds alone take about 90 s in a debug build) and 4 GiB: a finding that comes back fails `make test`.
set -uo pipefail
cd "$(dirname "$0")/.."
FUZZ=${1:-.build/debug/quill-fuzz}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed=0
for target in $("$FUZZ" list | awk '{print $1}'); do
  inputs=()
  for folder in Fuzz/Seeds/"$target" Fuzz/Regressions/"$target"; do [ -d "$folder" ] && inputs+=("$folder"); done
  # Storyboards have no seeds of their own: Quill's fixtures and hostile storyboards are theirs.
  [ "$target" = storyboard ] && inputs+=(Tests/Fixtures/Storyboard $(ls Tests/Hostile/Templates/*.storyboard))
  [ ${#inputs[@]} -eq 0 ] && continue
  if (ulimit -v 4194304; SWIFT_BACKTRACE=enable=no timeout 300 "$FUZZ" replay "$target" "${inputs[@]}" 2>"$log"); then :; else
    echo "fuzz-replay: $target FAILED (exit $?); the last input it started:" >&2
    grep "^$target: " "$log" | tail -1 >&2
    grep -v "^$target: " "$log" | tail -5 >&2
    failed=1
  fi
done
exit $failed
