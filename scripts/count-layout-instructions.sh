#!/bin/bash
# Instructions (valgrind's callgrind, the same count on every run) that quill-bench binaries
# spend laying out the 200-view form, and that the solver alone spends on the same system:
#
#   form  constrainForm (anchors, constraints, activation) + the layout pass, 110 forms
#         (QUILL_BENCH_FILTER=layout_solve_form: 10 warm-up forms and 100 measured)
#   bare  addEngineFormSystem + updateVariables, 110 systems (the solver-alone half of
#         QUILL_BENCH_FILTER=layout_engine_over_solver)
#
# This machine's speed changes by about 1.5x from minute to minute; the counts do not, so they
# tell a 2% change apart where times cannot. Valgrind 3.19 cannot read Swift 6's DWARF 5: each
# binary is copied without its debug information first.
#
# Usage: scripts/count-layout-instructions.sh BINARY...   (e.g. .build/release/quill-bench)
set -euo pipefail
if ! command -v valgrind > /dev/null; then
    echo "count-layout-instructions: valgrind is not installed (apt-get install valgrind)" >&2
    exit 1
fi
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
form_symbols=('$s10QuillBench13constrainFormyy0A5Views4ViewC_SayAEGtF' '$s10QuillViews10LayoutPassV3runSbyF')
bare_symbols=('$s10QuillBench19addEngineFormSystem4rows5width2toSay0A6Solver8VariableCGSi_SdAF010ConstraintJ0CtF'
    '$s11QuillSolver010ConstraintB0C15updateVariablesyyF')
count() {
    local binary=$1 filter=$2 out=$3
    shift 3
    local toggles=()
    for symbol in "$@"; do toggles+=("--toggle-collect=$symbol"); done
    (cd "$root" && QUILL_BENCH_FILTER=$filter QUILL_ASSETS="$root/Assets" valgrind --tool=callgrind --callgrind-out-file="$out" \
        "${toggles[@]}" "$binary" > /dev/null 2> "$out.log")
    grep -m1 '^summary:' "$out" | awk '{ print $2 }'
}
for binary in "$@"; do
    stripped="$scratch/$(basename "$binary")"
    strip --strip-debug -o "$stripped" "$binary"
    form=$(count "$stripped" layout_solve_form "$scratch/form.out" "${form_symbols[@]}")
    bare=$(count "$stripped" layout_engine_over_solver "$scratch/bare.out" "${bare_symbols[@]}")
    echo "$binary: form $form instructions, bare solver $bare instructions"
done
