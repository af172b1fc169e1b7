#!/usr/bin/env bash
# Runs make targets in lanes side by side, one lane per argument (its targets one after another,
# separated by spaces): `make test` runs its command-line, hostile-input, fuzz-replay,
# conformance and install checks in two lanes, one per core. Each target's output is printed
# whole when it ends (never interleaved with another's), with its time; every target runs even
# when one before it failed, and the run fails if any did.
# Usage: scripts/run-lanes.sh "target target …" "target …"
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS

lane() {
  local index=$1 target status began
  shift
  for target in "$@"; do
    began=$SECONDS
    if ${MAKE:-make} --no-print-directory "$target" > "$logs/$index-$target.log" 2>&1; then status=ok; else status=FAILED; fi
    (
      flock 9
      cat "$logs/$index-$target.log"
      echo "lanes: $target $status in $((SECONDS - began)) s (lane $index, at $((SECONDS - started)) s)"
    ) 9> "$logs/lock"
    [ "$status" = ok ] || echo "$target" >> "$logs/failed"
  done
}

index=0
for spec in "$@"; do
  index=$((index + 1))
  # shellcheck disable=SC2086 # a lane's targets are words
  lane "$index" $spec &
done
wait
if [ -s "$logs/failed" ]; then
  echo "lanes: FAILED: $(tr '\n' ' ' < "$logs/failed")(each is printed above; run one alone with make TARGET)" >&2
  exit 1
fi
echo "lanes: all passed in $((SECONDS - started)) s"
