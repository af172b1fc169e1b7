#!/usr/bin/env bash
# Runs Quill's libFuzzer targets (Fuzz/QuillFuzz), each for FUZZ_SECONDS (default 60).
#
#   scripts/fuzz.sh                 every target
#   scripts/fuzz.sh xib render      some of them
#   FUZZ_SECONDS=1800 scripts/fuzz.sh png
#   FUZZ_BINARY=/path/to/quill-fuzz scripts/fuzz.sh ...   a fuzzer built before, no build
#
# The fuzzer build (release, AddressSanitizer + libFuzzer) lives in .build-fuzz/. Each target
# keeps its growing corpus in .build-fuzz/corpus/TARGET, starts from seeds gathered from the
# repository (fixtures, examples, widgets, Fuzz/Seeds) and, for the template targets, reads
# the shared .xib corpus where it lies (QUILL_XIB_CORPUS, default ../shared/corpus/xib).
# A crash, sanitizer report, timeout (FUZZ_TIMEOUT s per input) or memory blow-up (FUZZ_RSS_MB)
# leaves its input in .build-fuzz/findings/TARGET/ and fails the run; replay it with
# `.build/debug/quill-fuzz replay TARGET FILE` and, once fixed, keep it in Fuzz/Regressions/TARGET/
# (replayed by `make test`). A summary per target is appended to .build-fuzz/fuzz-report.txt.
set -uo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH=${FUZZ_SECONDS:-60}
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_MB:-3072}
BUILD=${FUZZ_BUILD:-.build-fuzz}
CORPUS_XIB=${QUILL_XIB_CORPUS:-../shared/corpus/xib}
ALL_TARGETS=(xib native manifest strings png jpeg text render layout)
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")

for target in "${TARGETS[@]}"; do
  case " ${ALL_TARGETS[*]} " in *" $target "*) ;; *) echo "fuzz: unknown target '$target' (targets: ${ALL_TARGETS[*]})" >&2; exit 2 ;; esac
done

# Optimized Swift code gets no coverage counters from -sanitize=fuzzer alone (seen with Swift
# 6.3.1: libFuzzer then reports 3,935 counters and finds nothing new); they are asked for.
COVERAGE="-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp"
if [ -n "${FUZZ_BINARY:-}" ]; then
  # A fuzzer built before (long runs beside ongoing work): no build.
  FUZZER=$FUZZ_BINARY
else
  echo "fuzz: building quill-fuzz with libFuzzer and AddressSanitizer in $BUILD (release)"
  swift build -c release --build-path "$BUILD" --product quill-fuzz \
    --sanitize fuzzer --sanitize address -Xswiftc -DQUILL_FUZZING $COVERAGE 2>&1 | grep -E "error|warning: unre|Compiling|Build of" | tail -3
  FUZZER="$BUILD/release/quill-fuzz"
  [ -x "$FUZZER" ] || { echo "fuzz: the fuzzer build failed" >&2; exit 1; }
  # A build with too few counters (from before the flags above) is redone from scratch.
  counters=$(QUILL_FUZZ_TARGET=text "$FUZZER" -runs=0 2>&1 | sed -n 's/.*(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1)
  if [ "${counters:-0}" -lt 20000 ]; then
    echo "fuzz: the build has ${counters:-no} coverage counters (expected tens of thousands); rebuilding it from scratch"
    rm -rf "$BUILD/release" "$BUILD"/x86_64-*
    swift build -c release --build-path "$BUILD" --product quill-fuzz \
      --sanitize fuzzer --sanitize address -Xswiftc -DQUILL_FUZZING $COVERAGE 2>&1 | grep -E "error|Build of" | tail -3
  fi
fi

# Gathers a target's seeds from where they live in the repository (copies, so libFuzzer's
# recursive reading of its corpus folders never meets libraries or snapshots).
seeds() {
  local target=$1 dir="$BUILD/seeds/$1"
  rm -rf "$dir"; mkdir -p "$dir"
  local find_args
  case $target in
    xib) find_args=(Tests/Fixtures Tests/Hostile/Templates Examples Widgets -name '*.xib') ;;
    native) find_args=(Tests/Fixtures Tests/Hostile/Templates Examples Widgets docs -name '*.quill') ;;
    manifest) find_args=(Tests/Fixtures Tests/Hostile/Bundles Widgets Examples -name bundle.yaml) ;;
    strings) find_args=(Tests/Fixtures Tests/Hostile/Bundles Widgets Examples -path '*/Strings/*' -name '*.yaml') ;;
    png) find_args=(Assets Tests/Fixtures Tests/Hostile Widgets Examples -name '*.png' -size -256k -not -path '*__Snapshots__*') ;;
    jpeg) find_args=(Tests/Fixtures Examples Widgets -name '*.jp*g' -size -256k) ;;
    text) find_args=(Fuzz/Seeds/text -type f) ;;
    layout) find_args=(Fuzz/Seeds/layout -type f) ;;
    storyboard) find_args=(Tests/Fixtures Tests/Hostile/Templates Examples -name '*.storyboard') ;;
    render) find_args=(Tests/Fixtures Tests/Hostile/Templates Examples Widgets -size -64k '(' -name '*.xib' -o -name '*.quill' ')') ;;
  esac
  local n=0
  while IFS= read -r -d '' file; do
    cp "$file" "$dir/$(printf '%04d' $n)-$(basename "$file")"; n=$((n + 1))
  done < <(find "${find_args[@]}" -type f -print0 2>/dev/null)
  for extra in Fuzz/Seeds/"$target" Fuzz/Regressions/"$target"; do
    [ -d "$extra" ] && [ "$extra" != "${find_args[0]}" ] && cp "$extra"/* "$dir"/ 2>/dev/null
  done
  echo "$dir"
}

failed=0
REPORT="$BUILD/fuzz-report.txt"
for target in "${TARGETS[@]}"; do
  corpus="$BUILD/corpus/$target"; findings="$BUILD/findings/$target"
  mkdir -p "$corpus" "$findings"
  seed_dir=$(seeds "$target")
  extra=()
  case $target in xib | render) [ -d "$CORPUS_XIB" ] && extra=("$CORPUS_XIB") ;; esac
  dict=()
  case $target in
    xib) dict=(-dict=Fuzz/Dictionaries/xib.dict) ;;
    native | manifest | strings) dict=(-dict=Fuzz/Dictionaries/yaml.dict) ;;
    render) dict=(-dict=Fuzz/Dictionaries/xib.dict) ;;
  esac
  case $target in png | jpeg) max_len=262144 ;; text) max_len=4096 ;; *) max_len=65536 ;; esac
  log="$BUILD/fuzz-$target.log"
  echo "fuzz: $target for ${SECONDS_EACH}s (seeds: $(ls "$seed_dir" | wc -l) files${extra:+ + $CORPUS_XIB}; log: $log)"
  before=$(ls "$findings" | wc -l)
  started=$(date +%s)
  # Swift's own crash handler off (SWIFT_BACKTRACE), so a trap reaches libFuzzer as a crash.
  SWIFT_BACKTRACE=enable=no QUILL_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$FUZZER" "$corpus" "$seed_dir" "${extra[@]}" "${dict[@]}" \
    -max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" -max_len="$max_len" \
    -artifact_prefix="$findings/" -print_final_stats=1 > "$log" 2>&1
  status=$?
  elapsed=$(( $(date +%s) - started ))
  stat() { grep -o "stat::$1: *[0-9]*" "$log" | tail -1 | grep -o '[0-9]*$'; }
  runs=$(stat number_of_executed_units); speed=$(stat average_exec_per_sec); rss=$(stat peak_rss_mb)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
  after=$(ls "$findings" | wc -l)
  line="$(date -u +%Y-%m-%dT%H:%MZ) $target: ${elapsed}s (of ${SECONDS_EACH}s), ${runs:-?} executions (${speed:-?}/s), coverage ${cov:-?} edges / ${ft:-?} features, peak RSS ${rss:-?} MB, corpus $(ls "$corpus" | wc -l) files, findings $((after - before))"
  echo "fuzz: $line"
  echo "$line" >> "$REPORT"
  if [ $status -ne 0 ] || [ "$after" -gt "$before" ]; then
    failed=1
    echo "fuzz: $target FOUND A PROBLEM (exit $status); the input is in $findings/, the report in $log:" >&2
    grep -E "ERROR: |SUMMARY: |Fatal error|==[0-9]+==|Test unit written" "$log" | head -8 >&2
    echo "fuzz: replay it with: swift build --product quill-fuzz && .build/debug/quill-fuzz replay $target FILE" >&2
  fi
done
exit $failed
