# Quick start: `make run` renders the bundled sample post, `make test` runs the tests.
# Both install missing system packages first (scripts/install-deps.sh).

.PHONY: run test build deps test-deps bench

run: build
	.build/debug/webengine render examples/sample-post.html --base-url https://blog.example/posts/2026/headless

test: test-deps
	swift test
	scripts/downstream-check.sh

build: deps
	swift build --product webengine
	swift build --product webengine-webkit

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh test

# Benchmarks beside Node + domino and Node + jsdom (release build); rewrites docs/benchmarks.md.
bench: deps
	@command -v node >/dev/null 2>&1 && [ -d /usr/share/nodejs/domino ] && [ -d /usr/share/nodejs/jsdom ] || \
		(sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; $$sudo apt-get install -y -qq nodejs node-domino node-jsdom >/dev/null)
	swift build -c release --static-swift-stdlib --product webengine
	swift build -c release --product webengine-webkit
	.build/release/webengine bench
