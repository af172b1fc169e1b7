# Shared by the peer benchmark scripts (sourced, not run): the rounds and the Quill binary
# checked, reading report lines, printing ratios. Set `root` (the repository) and `peer` (the
# peer's short name, as in "gtk4" or "qt6") first.

rounds=${ROUNDS:-3}
quill=${QUILL_BENCH:-$root/.build/release/quill-bench}
case $quill in /*) ;; *) quill=$PWD/$quill ;; esac

fail() { echo "bench-$peer: $*" >&2; exit 1; }

[[ $rounds =~ ^[1-9][0-9]*$ ]] || fail "ROUNDS must be a positive whole number, not '$rounds'"
[ -x "$quill" ] || fail "no Quill benchmark binary at $quill: run 'swift build -c release --product quill-bench' in $root first (or set QUILL_BENCH)"

# The median figure of a report line `name: MEDIAN unit (...)` (-1 stands for a figure unknown).
figure() {
  local value
  value=$(sed -n "s/^$1: \(-\{0,1\}[0-9.]*\) .*/\1/p" <<<"$2" | head -n 1)
  [ -n "$value" ] || fail "no '$1' line in the output:
$2"
  echo "$value"
}

# The median of numbers (one a line), with the rank the benchmarks use: sorted[n / 2].
median() { sort -g | awk '{ v[NR - 1] = $1 } END { print v[int(NR / 2)] }'; }

# Prints a pair's summary line: `ratio_line PAIR QUILL PEER UNIT TARGET`, the ratio peer/quill
# (above 1: Quill is faster) against its target, MISSED when short of it.
ratio_line() {
  awk -v pair="$1" -v q="$2" -v p="$3" -v u="$4" -v target="$5" -v peer="$peer" '
    function short(v) { return sprintf(v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : v >= 1 ? "%.2f" : "%.3f", v) }
    BEGIN {
      ratio = p / q
      printf "peer_%s: quill %s %s, %s %s %s, %s/quill %.2fx (target >= %gx)%s\n",
        pair, short(q), u, peer, short(p), u, peer, ratio, target, (ratio >= target ? "" : " MISSED")
    }'
}
