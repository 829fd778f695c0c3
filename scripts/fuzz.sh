#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (coverage + AddressSanitizer) and runs each for a while.
#
#   scripts/fuzz.sh                 # every target, 300 s each
#   scripts/fuzz.sh 60 FuzzSelectors
#   scripts/fuzz.sh --regressions   # replay Fuzz/Regressions only (what CI's tests also cover)
#
# A finding leaves crash-*/leak-*/timeout-* in Fuzz/.build/findings/TARGET/: copy it to
# Fuzz/Regressions/TARGET/ and add it to the tests (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
../scripts/install-deps.sh

seconds=300
targets=(FuzzJSONText FuzzParseSerialize FuzzSelectors)
regressions_only=false
if [[ "${1:-}" == "--regressions" ]]; then regressions_only=true; shift; fi
if [[ $# -gt 0 ]]; then seconds=$1; shift; fi
if [[ $# -gt 0 ]]; then targets=("$@"); fi

# Coverage from the command line reaches every module of ours and the dependencies; the
# targets themselves add libFuzzer (Fuzz/Package.swift says why only they do).
swift build --sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

# JavaScriptCore's one-time allocations (its atom-string table, kept in thread-local storage
# LeakSanitizer cannot see) are not findings: leaks are checked by scripts/leak-check.sh.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
# Swift's own crash handler would race AddressSanitizer's report.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${targets[@]}"; do
    binary=".build/debug/$target"
    if compgen -G "Regressions/$target/*" >/dev/null; then
        echo "== $target: replaying Regressions/$target"
        "$binary" -runs=1 Regressions/"$target"/*
    fi
    $regressions_only && continue
    corpus=".build/corpus/$target"
    findings=".build/findings/$target"
    # Findings are per run: keep the ones worth keeping in Regressions/ before running again.
    rm -rf "$findings"
    mkdir -p "$corpus" "$findings"
    echo "== $target: fuzzing for $seconds s (corpus $corpus)"
    seeds=("Seeds/$target")
    # Pages: the Chromium golden cases (real e-mail and docs markup among them).
    [[ "$target" == FuzzParseSerialize ]] && seeds=(../Tests/DOMShimTests/Goldens)
    case "$target" in
        FuzzJSONText) dictionary=Dictionaries/json.dict ;;
        FuzzParseSerialize) dictionary=Dictionaries/html.dict ;;
        FuzzSelectors) dictionary=Dictionaries/selectors.dict ;;
    esac
    # Coverage sees our Swift code, not the DOM's JavaScript (selectors.js, serialize.js):
    # seeds are kept whatever coverage they add, and dictionaries of the grammars' tokens make
    # the mutations meaningful where coverage cannot guide them.
    "$binary" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -keep_seed=1 -use_value_profile=1 -dict="$dictionary" \
        -artifact_prefix="$findings/" "$corpus" "${seeds[@]}" 2>&1 | tee ".build/fuzz-$target.log" | grep -E "^#[0-9]+.*(INITED|DONE)|stat::|FINDING|ERROR|SUMMARY" || true
    if compgen -G "$findings/*" >/dev/null; then
        echo "== $target: FINDINGS in $findings" >&2
        status=1
    fi
done
exit $status
