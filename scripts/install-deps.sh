#!/usr/bin/env bash
# Installs the system packages the build needs, if they are missing (Debian/Ubuntu).
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
[ -f /usr/include/myhtml/myhtml.h ] || missing+=(libmodest-dev)
pkg-config --exists javascriptcoregtk-4.1 2>/dev/null || missing+=(libjavascriptcoregtk-4.1-dev)
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)

if ((${#missing[@]})); then
    echo "install-deps: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: 'swift' is not on PATH; install Swift 6 from swift.org" >&2
    exit 1
fi
