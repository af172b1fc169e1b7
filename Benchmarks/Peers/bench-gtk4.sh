#!/usr/bin/env bash
# Quill beside GTK 4 on three retained-mode UI workloads, in alternating rounds on one machine:
#   template_instantiate_cell  a 10-object cell (4 outlets / bound children, 2 actions / template
#                              callbacks) from a template: Quill's Template.instantiate() against
#                              g_object_new of a GtkWidget subclass with a GtkBuilder class
#                              template; both timed with the cell's destruction included.
#   list_scroll_1m_frame       a 1,000,000-row list (44 px rows: picture, two labels, disclosure
#                              arrow) in a 1280x800 window, scrolled 13 px a frame for 2000 frames
#                              after 50 of warm-up: Quill's TableView against GtkListView.
#   grid_scroll_100k_frame     a 100,000-item grid of 96x96 cells (picture, centred label), same
#                              scrolling: Quill's GridView against GtkGridView.
# The GTK programs are Benchmarks/Peers/gtk4/*.c (see its README.md), built here with gcc -O2
# into .build-peers/gtk4/ when older than their sources. Quill's figures come from quill-bench.
# Each round runs, for each pair, Quill then GTK; the summary takes each side's median over the
# rounds and prints the ratio gtk4/quill (above 1: Quill is faster) against its target:
# >= 5x for cell instantiation, >= 5x for list scrolling, >= 10x for grid scrolling. A missed
# target is marked MISSED; the exit status is 0 all the same.
#
# What the scroll figures are, and the caveats:
#   - Quill's is the wall time of a headless frame: a 13 pt wheel event through the window, the
#     update phase, and a software-rendered frame into a 1280x800 framebuffer. Nothing is
#     presented.
#   - GTK's is the main thread's CPU time per frame (CLOCK_THREAD_CPUTIME_ID between consecutive
#     tick callbacks): layout, recycling and binding rows, snapshot, rendering and presenting.
#     GTK needs a display, so it runs under Xvfb and presents each frame to that X server (the
#     X server's own work, in its own process, is not counted). Its frame clock paces frames at
#     60 Hz, so wall time per frame says nothing about GTK's speed: only CPU time is comparable.
#     The wall-clock frame interval is printed to show the pacing.
#   - GTK renders with GSK_RENDERER=cairo, in process on the CPU as Quill does (no GPU here),
#     and Xvfb runs without the RENDER extension so cairo does not hand drawing to the X server.
#     The programs report the renderer they got; this script warns if it is not cairo.
#   - GTK_A11Y=none: there is no session bus for AT-SPI under Xvfb here; Quill's headless
#     benchmark does not run an accessibility bridge either.
#   - The template figure is wall time for both (CLOCK_MONOTONIC / ContinuousClock); neither
#     cell is put in a window, so neither is styled or laid out. Quill times 10,000 runs, GTK 3000.
#   - Run on a quiet machine: the two sides run one after the other, but anything else running
#     shifts both.
#
#   Benchmarks/Peers/bench-gtk4.sh                 (needs gcc, libgtk-4-dev, xvfb; and quill-bench:
#                                                   swift build -c release --product quill-bench)
#   ROUNDS=5 QUILL_BENCH=path/to/quill-bench Benchmarks/Peers/bench-gtk4.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
src=$root/Benchmarks/Peers/gtk4
out=$root/.build-peers/gtk4
peer=gtk4
. "$root/Benchmarks/Peers/lib/peer-report.sh"
command -v gcc >/dev/null || fail "gcc is missing (apt-get install -y gcc)"
pkg-config --exists gtk4 2>/dev/null || fail "GTK 4's development files are missing (apt-get install -y libgtk-4-dev)"
command -v xvfb-run >/dev/null || fail "xvfb-run is missing (apt-get install -y xvfb xauth)"

# Build the GTK programs that are missing or older than their sources (the .c or a header).
mkdir -p "$out"
programs=(cell-template list-scroll grid-scroll)
for program in "${programs[@]}"; do
  stale=0
  [ -x "$out/$program" ] || stale=1
  for source in "$src/$program.c" "$src"/*.h; do
    [ "$source" -nt "$out/$program" ] && stale=1
  done
  if [ $stale = 1 ]; then
    echo "bench-gtk4: building $program" >&2
    # shellcheck disable=SC2046  # pkg-config's flags are meant to split
    gcc -O2 -Wall -o "$out/$program" "$src/$program.c" $(pkg-config --cflags --libs gtk4) -lm
  fi
done

# Runs one GTK program under its own Xvfb; its report lines on stdout, its notes on stderr.
run_gtk() {
  local program=$1 notes
  notes=$(mktemp)
  if ! GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1920x1080x24 -extension RENDER" \
      "$out/$program" 2>"$notes"; then
    cat "$notes" >&2; rm -f "$notes"; fail "$program failed"
  fi
  sed 's/^/  [gtk4] /' "$notes" >&2
  if grep -q 'renderer ' "$notes" && ! grep -q 'renderer GskCairoRenderer' "$notes"; then
    echo "bench-gtk4: WARNING: $program did not render with GskCairoRenderer" >&2
  fi
  rm -f "$notes"
}

run_quill() { (cd "$root" && QUILL_BENCH_FILTER=$1 "$quill"); }


pairs=(template_instantiate_cell list_scroll_1m_frame grid_scroll_100k_frame)
declare -A quill_name=([template_instantiate_cell]=template_instantiate_cell_us
                       [list_scroll_1m_frame]=table_scroll_1m_frame_ms
                       [grid_scroll_100k_frame]=grid_scroll_100k_frame_ms)
declare -A quill_filter=([template_instantiate_cell]=template_instantiate
                         [list_scroll_1m_frame]=scroll [grid_scroll_100k_frame]=scroll)
declare -A gtk_name=([template_instantiate_cell]=gtk4_template_instantiate_cell_us
                     [list_scroll_1m_frame]=gtk4_list_scroll_1m_frame_ms
                     [grid_scroll_100k_frame]=gtk4_grid_scroll_100k_frame_ms)
declare -A gtk_program=([template_instantiate_cell]=cell-template
                        [list_scroll_1m_frame]=list-scroll [grid_scroll_100k_frame]=grid-scroll)
declare -A unit=([template_instantiate_cell]=us [list_scroll_1m_frame]=ms [grid_scroll_100k_frame]=ms)
declare -A target=([template_instantiate_cell]=5 [list_scroll_1m_frame]=5 [grid_scroll_100k_frame]=10)
declare -A quill_values gtk_values interval_values

echo "# Quill $(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?') ($quill) beside GTK $(pkg-config --modversion gtk4)" \
     "(GSK_RENDERER=cairo, Xvfb without RENDER), $rounds rounds"
for ((round = 1; round <= rounds; round++)); do
  for pair in "${pairs[@]}"; do
    q=$(figure "${quill_name[$pair]}" "$(run_quill "${quill_filter[$pair]}")")
    gtk_output=$(run_gtk "${gtk_program[$pair]}")
    g=$(figure "${gtk_name[$pair]}" "$gtk_output")
    quill_values[$pair]+="$q"$'\n'
    gtk_values[$pair]+="$g"$'\n'
    note=""
    if [ "${unit[$pair]}" = ms ]; then
      interval=$(figure "${gtk_name[$pair]%_ms}_interval_ms" "$gtk_output")
      interval_values[$pair]+="$interval"$'\n'
      note=" CPU (frame interval $interval ms wall)"
    fi
    echo "round $round/$rounds $pair: quill ${q} ${unit[$pair]}, gtk4 ${g} ${unit[$pair]}$note"
  done
done

echo
echo "summary (median of $rounds rounds; gtk4/quill above 1: Quill is faster):"
for pair in "${pairs[@]}"; do
  q=$(printf '%s' "${quill_values[$pair]}" | median)
  g=$(printf '%s' "${gtk_values[$pair]}" | median)
  ratio_line "$pair" "$q" "$g" "${unit[$pair]}" "${target[$pair]}"
done
printf '# gtk4 frame interval (wall, paced by the frame clock): list %s ms, grid %s ms\n' \
  "$(printf '%s' "${interval_values[list_scroll_1m_frame]}" | median)" \
  "$(printf '%s' "${interval_values[grid_scroll_100k_frame]}" | median)"
