#!/usr/bin/env bash
# Installs the system packages the build needs, if they are missing (Debian/Ubuntu).
# `install-deps.sh test` also installs what the tests judge with: headless Chromium (the
# corpus report is opened in it).
set -euo pipefail

missing=()
if [ "${1:-}" = "test" ]; then
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
[ -f /usr/include/myhtml/myhtml.h ] || missing+=(libmodest-dev)
pkg-config --exists javascriptcoregtk-4.1 2>/dev/null || missing+=(libjavascriptcoregtk-4.1-dev)
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
pkg-config --exists libxslt 2>/dev/null || missing+=(libxslt1-dev)
# The WebKit engine's helper: WebKitGTK, a display server of its own, and the fonts its layout
# is pinned to (docs/architecture.md, "Two engines").
pkg-config --exists webkit2gtk-4.1 2>/dev/null || missing+=(libwebkit2gtk-4.1-dev)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
[ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)  # the helper writes screenshots' PNG itself
[ -f /usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf ] || missing+=(fonts-liberation)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing+=(fonts-dejavu-core)

if ((${#missing[@]})); then
    echo "install-deps: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# SwiftPM refuses two of WebKitGTK's pkg-config flags (-pthread, --export-dynamic) and warns
# about them on every build; the helper links through a pkg-config file of its own, the same
# flags without those two.
pc=/usr/local/lib/pkgconfig/webengine-webkit2gtk-4.1.pc
if [ ! -f "$pc" ] || [ "$(pkg-config --modversion webkit2gtk-4.1)" != "$(sed -n 's/^Version: //p' "$pc")" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo mkdir -p "$(dirname "$pc")"
    printf 'Name: webengine-webkit2gtk-4.1\nDescription: WebKitGTK for the webengine-webkit helper\nVersion: %s\nCflags: %s\nLibs: %s\n' \
        "$(pkg-config --modversion webkit2gtk-4.1)" \
        "$(pkg-config --cflags-only-I webkit2gtk-4.1)" \
        "$(pkg-config --libs webkit2gtk-4.1 | tr ' ' '\n' | grep -v -e '^-pthread$' -e '^-Wl,--export-dynamic$' | tr '\n' ' ')" \
        | $sudo tee "$pc" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: 'swift' is not on PATH; install Swift 6 from swift.org" >&2
    exit 1
fi
