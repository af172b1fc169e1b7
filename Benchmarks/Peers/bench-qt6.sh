#!/usr/bin/env bash
# Quill beside Qt 6 (Widgets) on three retained-mode UI workloads, in alternating rounds on one
# machine:
#   template_*_cell         a 10-widget cell (4 outlets, 2 connections) from a Qt Designer form,
#                           Benchmarks/Peers/qt6/cell.ui, made two ways: with uic's compiled
#                           setupUi (template_setupui_cell) and with QUiLoader reading the form's
#                           bytes at run time (template_uiloader_cell); both against Quill's
#                           Template.instantiate() of the same cell, all timed with the cell's
#                           destruction included.
#   list_scroll_1m_frame    a 1,000,000-row list (44 px rows: picture, two labels, disclosure
#                           arrow) in a 1280x800 window, scrolled 13 px a frame for 2000 frames
#                           after 50 of warm-up: Quill's TableView against a QListView over a lazy
#                           QAbstractListModel with a QStyledItemDelegate.
#   grid_scroll_100k_frame  a 100,000-item grid of 96x96 cells (picture, centred label), same
#                           scrolling: Quill's GridView against a QListView in IconMode (13 columns).
# The Qt programs are Benchmarks/Peers/qt6/*.cpp (see its README.md), built here with g++ -O2
# into .build-peers/qt6/ when older than their sources (uic makes ui_cell.h from cell.ui, moc
# the cell class's meta-object). Quill's figures come from quill-bench.
# Each round runs, for each program, Quill then Qt; the summary takes each side's median over the
# rounds and prints the ratio qt6/quill (above 1: Quill is faster) against its target: >= 2x for
# the cell (setupUi, and QUiLoader), >= 3x for list scrolling, >= 3x for grid scrolling. A missed
# target is marked MISSED; the exit status is 0 all the same. Peak memory is printed beside:
# each Qt scroll program's peak RSS, and that of Quill's scroll run (one process running the
# desktop table and grid, their 3840x2160 versions and the collection-view scrolls).
#
# What the scroll figures are, and the caveats:
#   - Both are the main thread's CPU time per frame in a 1280x800 X window under the same Xvfb.
#     Quill's (quill-bench's windowed_scroll, through SDL's X11 driver and Quill's X11
#     presenter): a 13 pt wheel event through the window, the update phase, a software-rendered
#     frame, and its present (the moves made on the X server, the redrawn strips sent with
#     MIT-SHM). Its headless frame (no window: the pixels moved in its own framebuffer too) is
#     printed beside, as are its other threads.
#   - Qt's is the main thread's CPU time per frame (CLOCK_THREAD_CPUTIME_ID between consecutive
#     frames), as the GTK peers measure theirs. A frame is one scroll bar step (13 px) and one
#     delivery of the window's UpdateRequest: paint the dirty region with the raster engine into
#     the backing store, flush it to the X server. Qt needs a display, so it runs under Xvfb
#     (QT_QPA_PLATFORM=xcb). Not counted: the X server, which moves the scrolled pixels for Qt
#     (Qt's xcb backing store scrolls its server-side pixmap with CopyArea), and Qt's helper
#     threads (the xcb event reader; the thread pool the raster engine splits large fills over).
#     The programs report both, as means per frame, and the summary prints them beside the
#     ratios. The wall-clock frame interval is printed too: nothing paces Qt's frames, so it is
#     CPU plus the waits for the X server.
#   - Xvfb runs without the RENDER extension, as for the GTK peers: Qt's raster backend does not
#     use it (it draws in process and puts images with MIT-SHM); with or without it the figures
#     were the same. The programs report their paint engine; this script warns if it is not
#     Raster.
#   - Accessibility: Qt 6.4 starts its AT-SPI bridge only if the session bus says assistive
#     technology is on; the Qt programs run with no session bus (DBUS_SESSION_BUS_ADDRESS unset)
#     and QT_ACCESSIBILITY=0, and report QAccessible::isActive() (this script warns if it is).
#     Quill's headless benchmark does not run an accessibility bridge either.
#   - The X pointer rests at the screen's centre, inside the window, as Quill's wheel events are
#     sent at the window's centre: Qt re-checks which row is under it after each scroll and
#     repaints the two rows whose hover state changed.
#   - The template figures are wall time for both (CLOCK_MONOTONIC / ContinuousClock); no cell is
#     shown, so none is polished (styled) or laid out. Quill times 10,000 runs, Qt 3000 each way.
#   - Run on a quiet machine: the two sides run one after the other, but anything else running
#     shifts both.
#
#   Benchmarks/Peers/bench-qt6.sh            (needs g++, qt6-base-dev, qt6-base-dev-tools,
#                                             qt6-tools-dev, libqt6opengl6-dev, qt6-qpa-plugins,
#                                             xvfb, xauth; and quill-bench:
#                                             swift build -c release --product quill-bench)
#   ROUNDS=5 QUILL_BENCH=path/to/quill-bench Benchmarks/Peers/bench-qt6.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
src=$root/Benchmarks/Peers/qt6
out=$root/.build-peers/qt6
peer=qt6
. "$root/Benchmarks/Peers/lib/peer-report.sh"
command -v g++ >/dev/null || fail "g++ is missing (apt-get install -y g++)"
command -v pkg-config >/dev/null || fail "pkg-config is missing (apt-get install -y pkg-config)"
pkg-config --exists Qt6Widgets 2>/dev/null || fail "Qt 6's development files are missing (apt-get install -y qt6-base-dev)"
pkg-config --exists Qt6UiTools 2>/dev/null || fail "Qt 6's UiTools (QUiLoader) is missing (apt-get install -y qt6-tools-dev)"
pkg-config --libs Qt6UiTools | grep -q -- -lQt6OpenGL \
  && ! compgen -G "$(pkg-config --variable=libdir Qt6Core)/libQt6OpenGL.so" >/dev/null \
  && fail "Qt6UiTools links Qt6OpenGL, whose development link is missing (apt-get install -y libqt6opengl6-dev)"
qt_libexec=$(pkg-config --variable=libexecdir Qt6Core)
uic=$qt_libexec/uic
moc=$qt_libexec/moc
[ -x "$uic" ] && [ -x "$moc" ] || fail "uic or moc is missing from $qt_libexec (apt-get install -y qt6-base-dev-tools)"
if command -v qtpaths6 >/dev/null; then
  plugins=$(qtpaths6 --query QT_INSTALL_PLUGINS)
  [ -e "$plugins/platforms/libqxcb.so" ] || fail "Qt's xcb platform plugin is missing from $plugins/platforms (apt-get install -y qt6-qpa-plugins)"
fi
command -v xvfb-run >/dev/null || fail "xvfb-run is missing (apt-get install -y xvfb xauth)"

# quill-bench finds Quill's fonts and images in the *_QuillAssets.resources folder SwiftPM puts
# beside it; a copy of the binary elsewhere (QUILL_BENCH=...) is given the checkout's Assets.
quill_env=()
if [ -z "${QUILL_ASSETS:-}" ] && ! compgen -G "$(dirname "$quill")/*_QuillAssets.resources" >/dev/null; then
  echo "bench-qt6: no Quill assets beside $quill: QUILL_ASSETS=$root/Assets" >&2
  quill_env=(QUILL_ASSETS="$root/Assets")
fi

# Build the Qt programs that are missing or older than their sources (the .cpp, a header, the
# form). cell-template also needs uic's ui_cell.h and moc's meta-object for its cell class.
mkdir -p "$out"
qt_flags=$(pkg-config --cflags --libs Qt6Widgets)
programs=(cell-template list-scroll grid-scroll)
for program in "${programs[@]}"; do
  stale=0
  [ -x "$out/$program" ] || stale=1
  for source in "$src/$program.cpp" "$src"/*.h "$src/cell.ui"; do
    [ "$source" -nt "$out/$program" ] && stale=1
  done
  [ $stale = 1 ] || continue
  echo "bench-qt6: building $program" >&2
  if [ "$program" = cell-template ]; then
    "$uic" "$src/cell.ui" -o "$out/ui_cell.h"
    "$moc" "$src/bench-cell.h" -o "$out/moc_bench-cell.cpp"
    # shellcheck disable=SC2046  # pkg-config's flags are meant to split
    g++ -std=c++17 -O2 -Wall -fPIC -I"$src" -I"$out" -DQUILL_CELL_UI="\"$src/cell.ui\"" -o "$out/$program" \
      "$src/$program.cpp" "$out/moc_bench-cell.cpp" $(pkg-config --cflags --libs Qt6Widgets Qt6UiTools)
  else
    # shellcheck disable=SC2086  # pkg-config's flags are meant to split
    g++ -std=c++17 -O2 -Wall -fPIC -I"$src" -o "$out/$program" "$src/$program.cpp" $qt_flags
  fi
done

# Runs one Qt program under its own Xvfb; its report lines on stdout, its notes on stderr.
run_qt() {
  local program=$1 notes runtime
  shift
  notes=$(mktemp)
  runtime=$(mktemp -d)  # Qt wants a private XDG_RUNTIME_DIR; none is set under Xvfb here
  if ! env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS -u QT_LINUX_ACCESSIBILITY_ALWAYS_ON \
      QT_QPA_PLATFORM=xcb QT_ACCESSIBILITY=0 XDG_RUNTIME_DIR="$runtime" \
      xvfb-run -a -s "-screen 0 1920x1080x24 -extension RENDER" "$out/$program" "$@" 2>"$notes"; then
    cat "$notes" >&2; rm -rf "$notes" "$runtime"; fail "$program failed"
  fi
  sed 's/^/  [qt6] /' "$notes" >&2
  if grep -q 'paint engine ' "$notes" && ! grep -q 'paint engine Raster' "$notes"; then
    echo "bench-qt6: WARNING: $program did not paint with the raster engine" >&2
  fi
  if grep -q 'accessibility active yes' "$notes"; then
    echo "bench-qt6: WARNING: $program ran with Qt's accessibility bridge active" >&2
  fi
  rm -rf "$notes" "$runtime"
}

run_quill() { (cd "$root" && env "${quill_env[@]}" QUILL_BENCH_FILTER="$1" "$quill"); }
# quill-bench in an X window, under the same Xvfb as the Qt programs.
run_quill_windowed() {
  (cd "$root" && env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS "${quill_env[@]}" QUILL_ACCESSIBILITY=0 QUILL_BENCH_FILTER="$1" \
    xvfb-run -a -s "-screen 0 1920x1080x24 -extension RENDER" "$quill")
}


pairs=(template_setupui_cell template_uiloader_cell list_scroll_1m_frame grid_scroll_100k_frame)
declare -A qt_name=([template_setupui_cell]=qt6_template_setupui_cell_us
                    [template_uiloader_cell]=qt6_template_uiloader_cell_us
                    [list_scroll_1m_frame]=qt6_list_scroll_1m_frame_ms
                    [grid_scroll_100k_frame]=qt6_grid_scroll_100k_frame_ms)
declare -A unit=([template_setupui_cell]=us [template_uiloader_cell]=us
                 [list_scroll_1m_frame]=ms [grid_scroll_100k_frame]=ms)
declare -A target=([template_setupui_cell]=2 [template_uiloader_cell]=2
                   [list_scroll_1m_frame]=3 [grid_scroll_100k_frame]=3)
declare -A quill_values qt_values interval_values rss_values process_values server_values quill_headless_values quill_process_values

# Records one pair's figures for this round and prints its round line.
record() {
  local pair=$1 q=$2 t=$3 note=${4:-}
  quill_values[$pair]+="$q"$'\n'
  qt_values[$pair]+="$t"$'\n'
  echo "round $round/$rounds $pair: quill $q ${unit[$pair]}, qt6 $t ${unit[$pair]}$note"
}

echo "# Quill $(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?') ($quill) beside Qt" \
     "$(pkg-config --modversion Qt6Widgets) Widgets (raster engine, xcb, Xvfb without RENDER), $rounds rounds"
for ((round = 1; round <= rounds; round++)); do
  # The cell: one Quill run, then one Qt run timing both ways.
  q=$(figure template_instantiate_cell_us "$(run_quill template_instantiate)")
  qt_output=$(run_qt cell-template "$src/cell.ui")
  record template_setupui_cell "$q" "$(figure qt6_template_setupui_cell_us "$qt_output")" \
    " (create only $(figure qt6_template_setupui_create_only_cell_us "$qt_output") us)"
  record template_uiloader_cell "$q" "$(figure qt6_template_uiloader_cell_us "$qt_output")" \
    " (create only $(figure qt6_template_uiloader_create_only_cell_us "$qt_output") us)"

  # The list, then the grid: each a Quill scroll run, then the Qt program.
  for pair in list_scroll_1m_frame grid_scroll_100k_frame; do
    quill_output=$(run_quill scroll)
    windowed_output=$(run_quill_windowed windowed_scroll)
    if ! grep -q "windowed_table_scroll_1m: the X window equals" <<<"$windowed_output" \
        || ! grep -q "windowed_grid_scroll_100k: the X window equals" <<<"$windowed_output"; then
      printf '%s\n' "$windowed_output" >&2; fail "Quill's X window did not show its frame after scrolling"
    fi
    if [ $pair = list_scroll_1m_frame ]; then
      quill_name=windowed_table_scroll_1m; headless=table_scroll_1m_frame_ms; program=list-scroll; rss=qt6_list_scroll_peak_rss_mib
    else
      quill_name=windowed_grid_scroll_100k; headless=grid_scroll_100k_frame_ms; program=grid-scroll; rss=qt6_grid_scroll_peak_rss_mib
    fi
    q=$(figure ${quill_name}_frame_cpu_ms "$windowed_output")
    quill_headless_values[$pair]+="$(figure $headless "$quill_output")"$'\n'
    quill_process_values[$pair]+="$(figure ${quill_name}_process_cpu_mean_ms "$windowed_output")"$'\n'
    rss_values[quill]+="$(figure scroll_peak_rss_mib "$quill_output")"$'\n'
    qt_output=$(run_qt $program)
    interval=$(figure "${qt_name[$pair]%_ms}_interval_ms" "$qt_output")
    interval_values[$pair]+="$interval"$'\n'
    rss_values[$program]+="$(figure $rss "$qt_output")"$'\n'
    process_values[$pair]+="$(figure "${qt_name[$pair]%_frame_ms}_process_cpu_mean_ms" "$qt_output")"$'\n'
    server_values[$pair]+="$(figure "${qt_name[$pair]%_frame_ms}_x_server_cpu_mean_ms" "$qt_output")"$'\n'
    record $pair "$q" "$(figure "${qt_name[$pair]}" "$qt_output")" " CPU (frame interval $interval ms wall)"
  done
done

echo
echo "summary (median of $rounds rounds; qt6/quill above 1: Quill is faster):"
for pair in "${pairs[@]}"; do
  q=$(printf '%s' "${quill_values[$pair]}" | median)
  t=$(printf '%s' "${qt_values[$pair]}" | median)
  ratio_line "$pair" "$q" "$t" "${unit[$pair]}" "${target[$pair]}"
done
printf '# qt6 frame interval (wall, not paced: CPU and waits for the X server): list %s ms, grid %s ms\n' \
  "$(printf '%s' "${interval_values[list_scroll_1m_frame]}" | median)" \
  "$(printf '%s' "${interval_values[grid_scroll_100k_frame]}" | median)"
printf '# qt6 CPU a frame beside the main thread'"'"'s (means): list %s ms whole process (all threads), %s ms X server; grid %s ms whole process, %s ms X server\n' \
  "$(printf '%s' "${process_values[list_scroll_1m_frame]}" | median)" \
  "$(printf '%s' "${server_values[list_scroll_1m_frame]}" | median)" \
  "$(printf '%s' "${process_values[grid_scroll_100k_frame]}" | median)" \
  "$(printf '%s' "${server_values[grid_scroll_100k_frame]}" | median)"
printf '# quill beside its main thread'"'"'s: list %s ms whole process, %s ms headless (no window; its framebuffer moves the pixels too); grid %s ms whole process, %s ms headless\n' \
  "$(printf '%s' "${quill_process_values[list_scroll_1m_frame]}" | median)" \
  "$(printf '%s' "${quill_headless_values[list_scroll_1m_frame]}" | median)" \
  "$(printf '%s' "${quill_process_values[grid_scroll_100k_frame]}" | median)" \
  "$(printf '%s' "${quill_headless_values[grid_scroll_100k_frame]}" | median)"
printf '# peak RSS (median): quill %s MiB (its whole scroll run: table, grid, 4k and collection scrolls), qt6 list %s MiB, qt6 grid %s MiB\n' \
  "$(printf '%s' "${rss_values[quill]}" | median)" \
  "$(printf '%s' "${rss_values[list-scroll]}" | median)" \
  "$(printf '%s' "${rss_values[grid-scroll]}" | median)"
