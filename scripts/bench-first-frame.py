#!/usr/bin/env python3
"""Start-up time of a Quill app: process start to its first presented frame.

Runs the program again and again with QUILL_EXIT_AFTER_FIRST_FRAME=1 (the run loop prints the
monotonic clock when the first frame has been presented, then quits) and prints, in quill-bench's
format, the time from just before the process was started to that moment:

  first_frame_gallery_headless_ms  SDL's dummy video driver (no X server; the whole SDL path)
  first_frame_gallery_xvfb_ms      a real window on an Xvfb server started once beforehand

With QUILL_LAUNCH_MARKS=1 the program also marks the end of each phase of its start
(`LaunchTimeline`); the Xvfb runs print each phase's median beside the total:

  first_frame_gallery_xvfb_phases  main 15.3 · options-parsed 1.8 · … (ms since the mark before)

Usage: scripts/bench-first-frame.py [BINARY] [RUNS]   (default .build/release/gallery, 15)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from bench_report import report  # noqa: E402


def measure(binary, env, runs, phases=None):
    """The start-to-first-frame times in ms, sorted; with `phases` (a dict), each launch mark's
    time since the mark before (the process start for the first) is appended under its name."""
    samples = []
    for _ in range(runs):
        start = time.monotonic_ns()
        result = subprocess.run([binary], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        lines = result.stderr.decode(errors="replace").splitlines()
        line = next((l for l in lines if l.startswith("quill-first-frame-monotonic-ns:")), None)
        if line is None:
            sys.exit(f"bench-first-frame: {binary} did not report its first frame (exit {result.returncode}):\n{result.stderr.decode(errors='replace')}")
        samples.append((int(line.split(":")[1]) - start) / 1e6)
        if phases is not None:
            before = start
            for mark in (l.split() for l in lines if l.startswith("quill-launch-mark:")):
                phases.setdefault(mark[1], []).append((int(mark[2]) - before) / 1e6)
                before = int(mark[2])
    return sorted(samples)


def print_phases(name, phases):
    """One line: each phase's median in ms, in the order the marks came."""
    parts = []
    for phase, times in phases.items():
        times = sorted(times)
        parts.append(f"{phase} {times[len(times) // 2]:.1f}")
    print(f"{name}: " + " · ".join(parts) + " (median ms since the mark before)")



def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/gallery"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    if not os.path.exists(binary):
        sys.exit(f"bench-first-frame: no {binary}; build it first: swift build -c release --product gallery")
    base = dict(os.environ, QUILL_EXIT_AFTER_FIRST_FRAME="1", NO_AT_BRIDGE="1")
    base.pop("WAYLAND_DISPLAY", None)
    # One untimed run so the binary and its libraries are in the page cache, as after a login.
    report("first_frame_gallery_headless_ms", measure(binary, dict(base, DISPLAY="headless", SDL_VIDEODRIVER="dummy"), 1) and
           measure(binary, dict(base, DISPLAY="headless", SDL_VIDEODRIVER="dummy"), runs))
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        print("first_frame_gallery_xvfb_ms: skipped (no Xvfb; install the xvfb package)")
        return
    display = ":%d" % (90 + os.getpid() % 500)
    server = subprocess.Popen([xvfb, display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket = "/tmp/.X11-unix/X" + display[1:]
        for _ in range(100):
            if os.path.exists(socket):
                break
            time.sleep(0.05)
        env = dict(base, DISPLAY=display)
        env.pop("SDL_VIDEODRIVER", None)
        measure(binary, env, 1)
        report("first_frame_gallery_xvfb_ms", measure(binary, env, runs))
        # The phases from runs of their own: writing the marks is not part of the figure above.
        phases = {}
        measure(binary, dict(env, QUILL_LAUNCH_MARKS="1"), runs, phases)
        print_phases("first_frame_gallery_xvfb_phases", phases)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
