# The two commands: `make run` and `make test`. Both install missing system packages first.
SWIFT ?= swift
OUT ?= out
DEFAULT_CORPUS := ../shared/corpus/xib
CORPUS := $(or $(QUILL_XIB_CORPUS),$(DEFAULT_CORPUS))
# The storyboards beside the .xib corpus (../shared/corpus/storyboard), or QUILL_STORYBOARD_CORPUS.
STORYBOARD_CORPUS := $(or $(QUILL_STORYBOARD_CORPUS),$(CORPUS)/../storyboard)
PREFIX ?= /usr/local
CONFIG ?= release
INSTALL_PRODUCTS := quill gallery tables hello controls counter

.PHONY: all run hello test test-order release-check conformance-if-present accessibility-bus-check bench bench-peers deps clean install install-check package-app-check window-check conformance conformance-fixtures cli-checks hostile-check quill lint-widgets fuzz fuzz-replay sanitize monkey docs new-app-check

all: run

deps:
	@scripts/install-deps.sh

## Opens the Quill Gallery: every pattern, control and widget bundle beside its source. With no
## display it renders every page headless to $(OUT)/gallery/*.png and names the files.
## The gallery loads widget bundles as plugins, so their libraries are built first.
## SwiftPM builds one `--product` per call, so each product the target runs is built on its own.
run: deps
	@for product in gallery quill; do $(SWIFT) build --product $$product || exit 1; done
	@.build/debug/quill build Widgets/*/ > /dev/null
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  .build/debug/gallery --headless --out $(OUT)/gallery; \
	else \
	  .build/debug/gallery; \
	fi

hello: deps
	$(SWIFT) build --product hello
	.build/debug/hello

## Runs the whole test suite, then checks a real (Xvfb) window against the headless render,
## the command line, Quill's own .xib fixtures and the widget bundles. The shared corpus of real
## .xib files runs too where it is present (../shared/corpus/xib, or QUILL_XIB_CORPUS).
test: deps
	@scripts/install-deps.sh xvfb x11-apps x11-utils xdotool xclip python3-xlib python3-dbus python3-gi dbus imagemagick fonts-dejavu-core fonts-lohit-deva fonts-tlwg-garuda-ttf fonts-wqy-microhei dbus at-spi2-core python3-pyatspi
	$(SWIFT) build --build-tests
	@scripts/test-parallel.sh
	@$(MAKE) --no-print-directory window-check
	@$(MAKE) --no-print-directory accessibility-bus-check
	@MAKE="$(MAKE)" scripts/run-lanes.sh \
	  "package-app-check cli-checks conformance-fixtures install-check" \
	  "fuzz-replay hostile-check lint-widgets conformance-if-present"
	@python3 scripts/doc-coverage.py --min 90 > /dev/null || python3 scripts/doc-coverage.py --min 90
	@python3 scripts/long-functions.py

## The shared corpus's conformance where it is present (../shared/corpus/xib, or
## QUILL_XIB_CORPUS); says so and passes where it is not (a newcomer's clone).
conformance-if-present:
	@if [ "$$QUILL_CORPUS_RUNS_AFTER_TEST" = 1 ]; then \
	  echo "conformance: the shared corpus runs right after make test (.ci/run), not twice"; \
	elif [ -n "$$QUILL_XIB_CORPUS" ] || [ -d $(DEFAULT_CORPUS) ]; then \
	  $(MAKE) --no-print-directory conformance; \
	else \
	  echo "conformance: SKIPPED the shared corpus of real .xib files: $(DEFAULT_CORPUS) is not here."; \
	  echo "conformance: run it with: make conformance QUILL_XIB_CORPUS=/path/to/corpus/xib"; \
	fi

## The suite in other orders (issue 24: no test depends on what another left behind): every test
## in a process of its own (`swift test --parallel`), then the suites shuffled into processes of
## random sets (scripts/test-shuffled.sh; SEED=N repeats an order).
test-order: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	scripts/test-shuffled.sh

## The AT-SPI2 bridge for real: the Gallery under Xvfb on a private session bus with
## at-spi2-core's registry, read and driven by a pyatspi client.
accessibility-bus-check:
	@scripts/install-deps.sh xvfb dbus at-spi2-core python3-pyatspi
	$(SWIFT) build --product gallery
	scripts/accessibility-bus-check.sh

## Every hostile template and bundle of Tests/Hostile through quill lint and quill render (time
## and memory limited), compared with its expected output (RECORD=1 rewrites them).
hostile-check:
	$(SWIFT) build --product quill
	scripts/hostile-check.sh

## Fuzzing (docs/Fuzzing.md): every libFuzzer target for FUZZ_SECONDS each (default 60), in a
## release build with AddressSanitizer (.build-fuzz); `make fuzz TARGETS="xib render"` for some.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh $(TARGETS)

## Replays every fuzzing seed and past finding (Fuzz/Seeds, Fuzz/Regressions) through its
## target in the ordinary build: each finding stays fixed.
fuzz-replay:
	$(SWIFT) build --product quill-fuzz
	scripts/fuzz-replay.sh .build/debug/quill-fuzz

## The whole test suite under AddressSanitizer, then ThreadSanitizer (.build-asan, .build-tsan),
## Swift's crash handler off so the sanitizers' reports are what is printed.
sanitize: deps
	scripts/sanitize.sh $(SANITIZERS)

## A million random events on every Gallery page (fixed seeds), invariants checked after each.
MONKEY_EVENTS ?= 1000000
monkey: deps
	$(SWIFT) build -c release --product quill-monkey
	$(SWIFT) build --product quill
	.build/debug/quill build Widgets/*/ > /dev/null
	SDL_VIDEODRIVER=dummy .build/release/quill-monkey --events $(MONKEY_EVENTS)

## Builds the code of every widget bundle in Widgets/ (quill build), then lints
## each bundle (manifest, library, principal class, templates).
lint-widgets:
	$(SWIFT) build --product quill
	.build/debug/quill build Widgets/*/
	.build/debug/quill lint Widgets/*/

## Lints, dumps, renders and converts every .xib of the shared corpus (QUILL_XIB_CORPUS, default
## ../shared/corpus/xib) and compares with Tests/Conformance/Corpus; fails when it is missing. The
## storyboards beside it (../shared/corpus/storyboard) are checked scene by scene the same way.
conformance: quill
	@if [ ! -d "$(CORPUS)" ]; then \
	  echo "conformance: the .xib corpus '$(CORPUS)' does not exist; set QUILL_XIB_CORPUS to its folder" >&2; exit 1; \
	fi
	scripts/conformance.sh "$(CORPUS)" Tests/Conformance/Corpus conformance
	@if [ -d "$(STORYBOARD_CORPUS)" ]; then \
	  scripts/storyboard-conformance.sh "$(STORYBOARD_CORPUS)" Tests/Conformance/CorpusStoryboards conformance-storyboards; \
	else \
	  echo "conformance: SKIPPED the storyboards: $(STORYBOARD_CORPUS) is not here (set QUILL_STORYBOARD_CORPUS)"; \
	fi

## The same on the .xib and .storyboard files written for Quill's own tests (Tests/Fixtures).
conformance-fixtures: quill
	scripts/conformance.sh Tests/Fixtures/Xib Tests/Conformance/Fixtures conformance-fixtures
	scripts/storyboard-conformance.sh Tests/Fixtures/Storyboard Tests/Conformance/Storyboards conformance-fixtures-storyboards

## Exit codes, messages and subcommands of the `quill` command line.
cli-checks: quill
	scripts/cli-checks.sh

quill:
	@scripts/install-deps.sh imagemagick
	$(SWIFT) build --product quill

## Opens Hello, the Gallery and Tables in real X windows under Xvfb, screenshots the X server, and
## compares the pixels with the headless renders; real clicks and keys (Ctrl+Q) drive them, and
## Tables is resized live five times (Auto Layout re-lays it out every frame).
window-check:
	@scripts/install-deps.sh xvfb x11-apps x11-utils xdotool xclip python3-xlib python3-dbus python3-gi dbus imagemagick fonts-dejavu-core fonts-lohit-deva fonts-tlwg-garuda-ttf fonts-wqy-microhei
	$(SWIFT) build --product hello
	$(SWIFT) build --product gallery
	$(SWIFT) build --product tables
	$(SWIFT) build --product quill
	@.build/debug/quill build Widgets/*/ > /dev/null
	scripts/window-check.sh .build/debug/hello
	scripts/gallery-window-check.sh .build/debug/gallery
	scripts/desktop-window-check.sh .build/debug/gallery
	scripts/portal-window-check.sh .build/debug/gallery
	scripts/window-drag-check.sh .build/debug/gallery
	scripts/resize-window-check.sh .build/debug/tables
	scripts/scroll-window-check.sh .build/debug/gallery

## Benchmarks in release mode: one line per benchmark, `name: median unit (p99 X, n=N)`.
## The headless ones first, then presenting to a 3840x2160 Xvfb window and the Gallery's start
## (process start to first presented frame, with SDL's dummy driver and under Xvfb), and quitting
## (Ctrl+Q and SIGTERM to exit, under Xvfb).
bench: deps
	@scripts/install-deps.sh xvfb >&2
	@for product in quill-bench gallery; do $(SWIFT) build -c release --product $$product >&2 || exit 1; done
	@.build/release/quill-bench
	@QUILL_BENCH_FILTER=present xvfb-run -a -s "-screen 0 3840x2160x24" .build/release/quill-bench
	@scripts/bench-first-frame.py .build/release/gallery
	@scripts/install-deps.sh xdotool >&2
	@scripts/bench-quit.py .build/release/gallery

## Quill beside GTK 4 (Benchmarks/Peers/bench-gtk4.sh), then beside Qt 6 Widgets
## (Benchmarks/Peers/bench-qt6.sh): cell templates (GtkBuilder; uic's setupUi and QUiLoader),
## a 1M-row list and a 100k-item grid, each run alternately with Quill, printing gtk4/quill and
## qt6/quill ratios against their targets. ROUNDS=N sets the rounds of both.
bench-peers: deps
	@scripts/install-deps.sh libgtk-4-dev xvfb xauth gcc g++ pkg-config qt6-base-dev qt6-base-dev-tools qt6-tools-dev libqt6opengl6-dev qt6-qpa-plugins >&2
	@$(SWIFT) build -c release --product quill-bench >&2
	@Benchmarks/Peers/bench-gtk4.sh
	@Benchmarks/Peers/bench-qt6.sh

## Installs quill, the demos, the assets, the widget bundles and the widget SDK under PREFIX
## (default /usr/local), built in CONFIG (default release); they run from there with nothing
## else beside them.
install: deps
	@for product in $(INSTALL_PRODUCTS); do $(SWIFT) build -c $(CONFIG) --product $$product || exit 1; done
	@scripts/install.sh "$(PREFIX)" "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)" $(INSTALL_PRODUCTS)

## Installs into a temporary prefix (debug build) and runs the programs from there, in a folder
## far from the checkout.
install-check:
	scripts/install-check.sh

## Release builds drawing: the Gallery renders every page headless, and quill-bench runs the
## benchmarks that open windows (an animation, a 4K resize). The optimizer's code is what
## `make install` and `make bench` ship, and the suite runs only debug builds: a release-only
## double free in a window's first frame once passed every test (it showed in quill-bench, whose
## calls into Quill are inlined across modules, and not in the Gallery). Not in CI: release
## builds from nothing take minutes; run it before a stop that changes view or drawing code.
release-check: deps
	@for product in gallery quill-bench; do $(SWIFT) build -c release --product $$product || exit 1; done
	@out=$$(mktemp -d) && .build/release/gallery --headless --out $$out/gallery > $$out/log.txt 2>&1; status=$$?; \
	  pages=$$(ls $$out/gallery 2>/dev/null | wc -l); \
	  if [ $$status -ne 0 ] || [ $$pages -lt 10 ]; then echo "release-check: FAILED: the release gallery exited $$status after $$pages pages:"; tail -20 $$out/log.txt; exit 1; fi; \
	  echo "release-check: the release gallery rendered $$pages pages"; rm -rf $$out
	@for filter in animation_alpha_transform_frame resize; do \
	  if ! SWIFT_BACKTRACE=enable=no QUILL_BENCH_FILTER=$$filter .build/release/quill-bench > /tmp/quill-release-check.txt 2>&1; then \
	    echo "release-check: FAILED: quill-bench ($$filter) stopped:"; tail -5 /tmp/quill-release-check.txt; exit 1; fi; \
	  echo "release-check: quill-bench ran $$filter: $$(grep 'ms:' /tmp/quill-release-check.txt | tail -1)"; \
	done

## Builds Examples/PackageApp (an app in its own package on Quill) and runs it away from the
## checkout: its Bundle.module resources, Quill's fonts, a plugin, the --export-dynamic message.
package-app-check:
	scripts/package-app-check.sh

## `quill new-app` as a user runs it: writes an app, builds it (Quill compiled once more, in the
## app's own .build), runs it headless and runs its tests twice (recording, then comparing).
new-app-check: quill
	@scripts/new-app-check.sh

## The API reference (DocC, every public module and the guides) as static HTML in .build/docs;
## DocC's warnings (broken symbol links among them) fail it.
docs: deps
	@scripts/docs.sh

clean:
	rm -rf .build Examples/PackageApp/.build $(OUT)
