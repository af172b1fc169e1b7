#!/usr/bin/env python3
"""How long a Quill app takes to quit: from Ctrl+Q pressed in its window, or SIGTERM sent to it,
to the process's exit, for a window showing the Gallery on an Xvfb server.

Each run starts the program, waits until its window is mapped and has drawn (xdotool), then
quits it one way; the two ways alternate, run after run, so the machine's slow and fast spells
fall on both. Prints medians in quill-bench's format:

  quit_ctrl_q_ms     xdotool's key press to the process's exit
  quit_sigterm_ms    kill(SIGTERM) to the process's exit

Usage: scripts/bench-quit.py [BINARY] [RUNS]   (default .build/release/gallery, 9)
Needs Xvfb and xdotool (make test installs them).
"""
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from bench_report import report  # noqa: E402


def wait_for_window(pid, display):
    """The id of the process's visible window, once it has one (or None after 30 s)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                               env=dict(os.environ, DISPLAY=display), capture_output=True, text=True)
        ids = found.stdout.split()
        if ids:
            return ids[0]
        time.sleep(0.05)
    return None


def one_run(binary, display, way):
    env = dict(os.environ, DISPLAY=display, NO_AT_BRIDGE="1", QUILL_FILE_CHOOSER="quill")
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("SDL_VIDEODRIVER", None)
    process = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window = wait_for_window(process.pid, display)
        if window is None:
            sys.exit(f"bench-quit: {binary} showed no window in 30 s")
        time.sleep(0.5)  # the first frames drawn and the window settled
        if way == "ctrl_q":
            subprocess.run(["xdotool", "windowactivate", "--sync", window], env=dict(os.environ, DISPLAY=display),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            start = time.monotonic_ns()
            # The app quits on the press: the release xdotool sends after it finds no window (quietly).
            subprocess.Popen(["xdotool", "key", "--window", window, "ctrl+q"], env=dict(os.environ, DISPLAY=display),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        else:
            start = time.monotonic_ns()
            process.send_signal(signal.SIGTERM)
        process.wait(timeout=20)
        return (time.monotonic_ns() - start) / 1e6
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()



def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/gallery"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    if not os.path.exists(binary):
        sys.exit(f"bench-quit: no {binary}; build it first: swift build -c release --product gallery")
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            sys.exit(f"bench-quit: {tool} is missing (make test installs it)")
    display = ":%d" % (90 + os.getpid() % 500)
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if os.path.exists("/tmp/.X11-unix/X" + display[1:]):
                break
            time.sleep(0.05)
        samples = {"ctrl_q": [], "sigterm": []}
        one_run(binary, display, "sigterm")  # untimed: the binary and libraries in the page cache
        for _ in range(runs):
            for way in ("ctrl_q", "sigterm"):
                samples[way].append(one_run(binary, display, way))
        report("quit_ctrl_q_ms", samples["ctrl_q"])
        report("quit_sigterm_ms", samples["sigterm"])
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
