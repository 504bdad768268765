# Two commands do all the set-up on a fresh machine: `make demo` and `make test`.
# Both install missing system packages first (scripts/install-deps.sh).

SWIFT ?= swift
DEMO_DIR ?= demo-output

.PHONY: all deps build test test-release demo bench clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

## The whole test suite (debug build).
test: deps
	$(SWIFT) test

## The determinism check in a release build: the same pixels as debug.
test-release: deps
	$(SWIFT) test -c release -Xswiftc -enable-testing --filter DeterminismTests

## Renders the benchmark scenes to PNG files and says where they are.
demo: deps
	$(SWIFT) build -c release --product snapshot-bench
	@mkdir -p $(DEMO_DIR)
	@for scene in shapes; do \
		$(SWIFT) run -c release --skip-build snapshot-bench $$scene --iterations 5 --out $(DEMO_DIR)/$$scene.png || exit 1; \
	done
	@echo "Rendered frames are in $(abspath $(DEMO_DIR)):"
	@ls -1 $(DEMO_DIR)/*.png

clean:
	rm -rf .build $(DEMO_DIR)
