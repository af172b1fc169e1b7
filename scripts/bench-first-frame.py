#!/usr/bin/env python3
"""Start-up time of a Quill app: process start to its first presented frame.

Runs the program again and again with QUILL_EXIT_AFTER_FIRST_FRAME=1 (the run loop prints the
monotonic clock when the first frame has been presented, then quits) and prints, in quill-bench's
format, the time from just before the process was started to that moment:

  first_frame_gallery_headless_ms  SDL's dummy video driver (no X server; the whole SDL path)
  first_frame_gallery_xvfb_ms      a real window on an Xvfb server started once beforehand

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


def measure(binary, env, runs):
    samples = []
    for _ in range(runs):
        start = time.monotonic_ns()
        result = subprocess.run([binary], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        line = next((l for l in result.stderr.decode(errors="replace").splitlines() if l.startswith("quill-first-frame-monotonic-ns:")), None)
        if line is None:
            sys.exit(f"bench-first-frame: {binary} did not report its first frame (exit {result.returncode}):\n{result.stderr.decode(errors='replace')}")
        samples.append((int(line.split(":")[1]) - start) / 1e6)
    return sorted(samples)



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
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
