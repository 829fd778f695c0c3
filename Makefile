# Quick start: `make run` renders the bundled sample post, `make test` runs the tests.
# Both install missing system packages first (scripts/install-deps.sh).

.PHONY: run test build deps

run: build
	.build/debug/webengine render examples/sample-post.html --base-url https://blog.example/posts/2026/headless

test: deps
	swift test

build: deps
	swift build --product webengine

deps:
	@scripts/install-deps.sh
