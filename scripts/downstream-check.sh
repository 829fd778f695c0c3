#!/usr/bin/env bash
# Builds and tests examples/mail-app, a package that depends on WebEngine by path as an app's
# team would: one import per target (with MemberImportVisibility), a @MainActor view model as
# the delegates, its handlers tested under virtual time. Fails on any warning too.
set -euo pipefail
cd "$(dirname "$0")/../examples/mail-app"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
if grep -E "warning:" "$log" | grep -v "^warning: 'mail-app'" >/dev/null; then
    echo "downstream-check: the downstream package builds with warnings (above)" >&2
    exit 1
fi
swift test --skip-build
