#!/usr/bin/env bash
# xss-judge: does anything of a hostile page still run after `webengine render`? Each vector is
# rendered with the post and/or email strategy, the output loaded in headless Chromium, every
# element hovered, clicked and focused, and the vector fails if any script of the page ran
# (script compiled, dialog opened) or active content was fetched (script, stylesheet, frame).
# How it judges: the header of scripts/xss-judge.mjs.
#
# Public corpora to run it on (keep them outside the repository; commit none of them):
#   cure53/DOMPurify             test/fixtures/expect.mjs: an ES module exporting
#                                [{title, payload, expected}]; the vectors are the `payload`s.
#   cure53/H5SC                  items.js (the html5sec.org vectors): a UMD module returning
#                                [{id, category, name, data}]; `data` is the vector, with
#                                %name% placeholders filled from payloads.js.
#   PortSwigger/xss-cheatsheet-data (optional) json/events.json, classic.json, protocols.json,
#                                ...: objects with a `code` field (events.json: by event, then
#                                `tags`); some carry a `hash` the page URL needs.
# Clone each, extract the vectors with a few lines of Node into JSON files of the format below
# (class e.g. "dompurify", "h5sc/<category>", "portswigger/<file>"), and pass those files.
#
# Usage:
#   scripts/xss-judge.sh [--webengine PATH] [--strategy post|email|both] [--jobs N] [--tabs N]
#                        [--timeout SECONDS] [--allow-frame-host HOST]... [--verbose] VECTORS...
#   scripts/xss-judge.sh --self-test
#   scripts/xss-judge.sh --raw [--tabs N] [--timeout SECONDS] VECTORS...
#
#   VECTORS      a JSON file: [{"id": "...", "class": "...", "html": "...", "hash": "#x"?}]
#                (the format of Tests/PostContentTests/Fixtures/xss-vectors.json), a directory
#                of .html files (one vector each), or a text file with one vector per line.
#   --webengine  the binary to judge (default: .build/debug/webengine of this checkout;
#                build it with `swift build --product webengine`)
#   --strategy   post, email or both (default both; each vector x strategy counts once)
#   --jobs       renders at once (default 3); --tabs: pages judged at once (default 6)
#   --timeout    seconds for judging one page (default 10; a page not judged in time fails)
#   --allow-frame-host  frames from HOST (or its subdomains) are not findings: embeds that
#                the post strategy keeps on purpose (e.g. www.youtube.com); repeatable
#   --verbose    also print the vectors that passed
#   --raw        judge the vectors as they are, without webengine: how many are live in
#                Chromium at all (a yardstick for the corpus and the judge)
#   --self-test  judge known-live pages (and one inert page) directly, without webengine: fails
#                unless every live one is caught and the inert one is not
#
# Prints one line per failing vector and strategy (EXECUTED, REMOTE or NOT JUDGED, what ran),
# a summary, and last `xss-judge: N passed, M failed`. Exit 0 if none failed, 1 if any did,
# 2 if the judge itself could not run, 64 on a usage error. Needs Node 20 and Debian's
# `chromium` (installed with apt-get if missing); CHROMIUM=path picks another browser.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if ! command -v node >/dev/null 2>&1; then
    echo "xss-judge: 'node' is not on PATH (Debian: apt-get install nodejs)" >&2
    exit 2
fi

chromium="${CHROMIUM:-chromium}"
if ! command -v "$chromium" >/dev/null 2>&1; then
    if [ -n "${CHROMIUM:-}" ]; then
        echo "xss-judge: CHROMIUM=$chromium is not an executable" >&2
        exit 2
    fi
    echo "xss-judge: installing chromium" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

args=()
webengine=""
self_test=0 # 1: no webengine needed
while (($#)); do
    case "$1" in
        --webengine)
            [ $# -ge 2 ] || { echo "xss-judge: --webengine needs a value" >&2; exit 64; }
            webengine="$2"
            shift 2
            ;;
        --webengine=*)
            webengine="${1#--webengine=}"
            shift
            ;;
        --self-test | --raw | -h | --help)
            self_test=1
            args+=("$1")
            shift
            ;;
        *)
            args+=("$1")
            shift
            ;;
    esac
done

if [ "$self_test" -eq 0 ]; then
    if [ -z "$webengine" ]; then
        webengine="$root/.build/debug/webengine"
        if [ ! -x "$webengine" ]; then
            echo "xss-judge: $webengine not found: run \`swift build --product webengine\` first, or pass --webengine PATH" >&2
            exit 2
        fi
    elif [ ! -x "$webengine" ]; then
        echo "xss-judge: --webengine $webengine is not an executable" >&2
        exit 2
    fi
    args=(--webengine "$webengine" "${args[@]}")
fi

exec node "$root/scripts/xss-judge.mjs" --chromium "$chromium" "${args[@]}"
