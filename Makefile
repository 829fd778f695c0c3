# Quick start: `make run` renders the bundled example, `make test` runs the tests.
# Both install missing system packages first (scripts/install-deps.sh).

.PHONY: run test build deps

run: build
	.build/debug/webengine run --script examples/render-steps.js

test: deps
	swift test

build: deps
	swift build --product webengine

deps:
	@scripts/install-deps.sh
