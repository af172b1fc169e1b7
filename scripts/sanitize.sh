#!/usr/bin/env bash
# The whole test suite under sanitizers: `scripts/sanitize.sh [address] [thread]` (both by
# default), each in its own build folder (.build-asan, .build-tsan). Swift's crash handler is
# off (SWIFT_BACKTRACE) so a report is the sanitizer's own; the suite must pass with none.
set -uo pipefail
cd "$(dirname "$0")/.."
SANITIZERS=("$@")
[ ${#SANITIZERS[@]} -eq 0 ] && SANITIZERS=(address thread)
failed=0
for sanitizer in "${SANITIZERS[@]}"; do
  case $sanitizer in
    address) build=.build-asan; options="ASAN_OPTIONS=detect_leaks=0:halt_on_error=1" ;;
    thread) build=.build-tsan; options="TSAN_OPTIONS=halt_on_error=1" ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address, thread)" >&2; exit 2 ;;
  esac
  echo "sanitize: building the tests with the $sanitizer sanitizer in $build"
  if ! swift build --build-tests --sanitize "$sanitizer" --build-path "$build" 2>&1 | grep -E "error:|Build complete|Compiling.*Tests" | tail -2; then
    failed=1; continue
  fi
  log="$build/sanitize-tests.log"
  echo "sanitize: running the suite under the $sanitizer sanitizer (log: $log)"
  start=$(date +%s)
  env SWIFT_BACKTRACE=enable=no $options swift test --skip-build --sanitize "$sanitizer" --build-path "$build" > "$log" 2>&1
  status=$?
  reports=$(grep -c "ERROR: AddressSanitizer\|WARNING: ThreadSanitizer\|ERROR: ThreadSanitizer" "$log")
  summary=$(grep -E "Executed [0-9]+ tests" "$log" | tail -1 | sed 's/^ *//')
  echo "sanitize: $sanitizer: exit $status, $reports sanitizer report(s), ${summary:-no summary} ($(( $(date +%s) - start )) s)"
  if [ $status -ne 0 ] || [ "$reports" -gt 0 ]; then
    failed=1
    grep -E -A12 "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|error: .*XCTAssert|Fatal error" "$log" | head -60 >&2
  fi
done
exit $failed
