#!/usr/bin/env bash
# `quill new-app` end to end, as a new user: the app package it writes builds against this
# checkout, runs headless (a PNG of its list), and `swift test` passes twice (the first run
# records the snapshots, the second compares). Slow: the app's own .build compiles Quill.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/quill new-app Contacts --in "$work" --quill "$root" > /dev/null
cd "$work/Contacts"
swift build 2>&1 | tail -1
env -u DISPLAY -u WAYLAND_DISPLAY swift run Contacts --headless --out "$work/contacts.png" | tail -1
[ -s "$work/contacts.png" ] || { echo "new-app-check: the app drew no PNG" >&2; exit 1; }
swift test > "$work/first.log" 2>&1 || true   # records the snapshots (SnapshotTesting fails a recording run)
ls Tests/ContactsTests/__Snapshots__/ContactsTests/*.png > /dev/null || { cat "$work/first.log" >&2; exit 1; }
swift test 2>&1 | tail -3
echo "new-app-check: the new app built, drew its list and passed its tests"
