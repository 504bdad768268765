# Two commands do all the set-up on a fresh machine: `make demo` and `make test`.
# Both install missing system packages first (scripts/install-deps.sh).

SWIFT ?= swift
DEMO_DIR ?= demo-output
PEERS_VENV ?= .peers-venv
BROWSER_VENV ?= .browser-venv

.PHONY: all deps build format format-check api api-check test test-browser test-release test-shards test-xctest-forms test-sanitizers fuzz demo bench docs clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

## The public API guard: each user-facing module's public symbols must equal
## API/<Module>.txt (scripts/check-public-api.sh; see Documentation/PublicAPI.md).
api-check: deps
	scripts/check-public-api.sh

## Rewrites API/<Module>.txt after an intended change of the public API.
api: deps
	scripts/check-public-api.sh --update

## The whole test suite (debug build). Tests run one at a time: several wait
## on real threads, a loopback HTTP server or the main actor, and on two cores
## a parallel run of the CPU-heavy rendering tests can starve them for seconds.
## Then the review page's tests in headless Chromium.
test: deps
	$(SWIFT) test --no-parallel
	@$(MAKE) --no-print-directory test-browser

## The review page of `snapshot report` in headless Chromium, driven by
## Playwright (installs Debian's chromium and a virtual environment with
## Playwright when missing): see Tests/Browser/review_page_test.py, then the
## page of a 2,000-snapshot run (review_page_scale_test.py). The binaries are
## built in SWIFT_SCRATCH_PATH when it is given (make test-browser SWIFT_SCRATCH_PATH=.build-x).
test-browser: deps
	@scripts/setup-browser.sh $(BROWSER_VENV)
	$(SWIFT) build $(if $(SWIFT_SCRATCH_PATH),--scratch-path $(SWIFT_SCRATCH_PATH)) --product review-fixture
	$(SWIFT) build $(if $(SWIFT_SCRATCH_PATH),--scratch-path $(SWIFT_SCRATCH_PATH)) --product snapshot
	SWIFT_SCRATCH_PATH=$(SWIFT_SCRATCH_PATH) $(BROWSER_VENV)/bin/python Tests/Browser/review_page_test.py
	SWIFT_SCRATCH_PATH=$(SWIFT_SCRATCH_PATH) $(BROWSER_VENV)/bin/python Tests/Browser/review_page_scale_test.py

## The determinism check in a release build: the same pixels as debug (the
## engine's scenes and every SwiftUI snapshot, recorded in debug).
test-release: deps
	$(SWIFT) test -c release -Xswiftc -enable-testing --filter "DeterminismTests|SwiftUITests"

## Sharding end to end: the example suite whole, in 2 and in 3 shards merged
## with `snapshot merge`; the merged results and report must equal the whole run's.
test-shards: build
	scripts/shard-check.sh

## Which forms of main-actor XCTest methods this toolchain's Linux XCTest
## runs, each in a scratch package (see Documentation/XCTestOnLinux.md);
## fails when a result differs from the documented table.
test-xctest-forms: deps
	scripts/check-xctest-forms.sh

## The whole suite under ThreadSanitizer, then under AddressSanitizer (each in
## a build folder of its own); fails on any report.
test-sanitizers: deps
	scripts/test-sanitizers.sh

## Fuzzes PNG decoding, path filling and stroking, and text layout with
## libFuzzer for FUZZ_SECONDS each (60 by default): see scripts/fuzz.sh.
FUZZ_SECONDS ?= 60
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

## Formats every Swift file but the manifest with the toolchain's swift-format
## and the checked-in .swift-format; format-check (in CI) fails on any file
## that formatting would change.
SWIFT_FILES = $$(git ls-files '*.swift' ':!Package.swift')
format:
	$(SWIFT) format format --in-place --parallel $(SWIFT_FILES)

format-check:
	$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)

## The DocC documentation of the library modules (their catalogs are
## Sources/<Module>/<Module>.docc), built with the toolchain's docc into
## .build-docs/archives/; fails on any warning, a broken link included.
## Reuses the build in .build (DOCS_SCRATCH_PATH chooses another folder).
docs: deps
	scripts/build-docs.sh

## Runs the example snapshot suite against its committed references, writes an
## HTML report of the results, and renders the benchmark scenes to PNG files.
demo: deps
	$(SWIFT) build --build-tests
	@rm -rf $(DEMO_DIR)/snapshots && mkdir -p $(DEMO_DIR)/snapshots
	@IMAGE_DIFF_DIR=$(abspath $(DEMO_DIR))/snapshots $(SWIFT) test --skip-build --filter ExampleSnapshotTests; status=$$?; \
	$(SWIFT) run --skip-build snapshot report $(DEMO_DIR)/snapshots; \
	$(SWIFT) build -c release --product snapshot-bench && \
	for scene in shapes settings settings-views; do \
		.build/release/snapshot-bench $$scene --iterations 5 --out $(DEMO_DIR)/$$scene.png || exit 1; \
	done; \
	echo "Snapshot results and failure images: $(abspath $(DEMO_DIR))/snapshots"; \
	echo "Report: $(abspath $(DEMO_DIR))/snapshots/index.html"; \
	echo "Rendered benchmark frames: $(abspath $(DEMO_DIR))/{shapes,settings,settings-views}.png"; \
	exit $$status

## Side-by-side timings and pixel differences against Skia, cairo and Blend2D
## (installs libcairo2-dev and a Python virtual environment with the peers).
bench: deps
	@scripts/setup-peers.sh $(PEERS_VENV)
	$(SWIFT) build -c release --product snapshot-bench
	$(PEERS_VENV)/bin/python scripts/bench-against-peers.py --scene shapes --fidelity
	$(PEERS_VENV)/bin/python scripts/bench-against-peers.py --scene settings

clean:
	rm -rf .build .build-docs .build-tsan .build-asan .build-fuzz .build-tsan.log .build-asan.log $(DEMO_DIR)
