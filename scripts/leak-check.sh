#!/usr/bin/env bash
# LeakSanitizer over the whole render flow: the sample post rendered SHORT and LONG times in an
# AddressSanitizer build (Fuzz/, target LeakCheck). A leak in a render grows with the count;
# one-time allocations of the libraries do not. Fails if the leaks grow with the renders or
# if any block was allocated outside JavaScriptCore.
#
#   scripts/leak-check.sh            # 20 and 500 renders
#   scripts/leak-check.sh 50 2000
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Fuzz"
../scripts/install-deps.sh
short=${1:-20}
long=${2:-500}
swift build --sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp --product LeakCheck >/dev/null

# Full stacks (JavaScriptCore has no frame pointers), and no Swift crash handler in the way.
export ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=40"
export SWIFT_BACKTRACE=enable=no
status=0
counts=()
for renders in "$short" "$long"; do
    report=".build/leak-check-$renders.txt"
    .build/debug/LeakCheck "$root/examples/sample-post.html" "$renders" >"$report" 2>&1 || true
    grep -q "^rendered $renders times" "$report" || { echo "LeakCheck did not finish: $report" >&2; exit 1; }
    summary=$(grep -E "^SUMMARY: AddressSanitizer" "$report" || echo "SUMMARY: no leaks")
    echo "$renders renders ($(( (renders + 9) / 10 )) engines): $summary"
    counts+=("$(echo "$summary" | grep -oE "in [0-9]+ allocation" | grep -oE "[0-9]+" || echo 0)")
    # Each leaked block must have been allocated by JavaScriptCore itself (frame #1): memory
    # allocated by our code or the Swift runtime and never freed is ours to fix.
    foreign=$(awk '/^(Direct|Indirect) leak/{header=$0; next} /^    #1 /{ if ($0 !~ /libjavascriptcoregtk/) print header "\n" $0 }' "$report")
    if [[ -n "$foreign" ]]; then
        echo -e "$foreign"
        status=1
    fi
done
if (( counts[1] > counts[0] )); then
    echo "leaked allocations grow with the renders: ${counts[0]} -> ${counts[1]}" >&2
    status=1
fi
echo "reports: Fuzz/.build/leak-check-$short.txt, Fuzz/.build/leak-check-$long.txt"
exit $status
