#!/usr/bin/env bash
# web-platform-tests through `webengine run` (see scripts/wpt.py for the options):
#   scripts/wpt.sh WPT_DIR                       # per-folder pass counts for dom, domparsing, domxpath, html/dom, css/cssom, css/css-font-loading, css/geometry, custom-elements, web-animations, FileAPI
#   scripts/wpt.sh WPT_DIR dom/nodes             # one folder
#   scripts/wpt.sh WPT_DIR --check Tests/DOMShimTests/wpt-passing.txt   # the expected passes still pass
set -euo pipefail
exec python3 "$(dirname "$0")/wpt.py" "$@"
