#!/usr/bin/env python3
"""Runs web-platform-tests through `webengine run`, with WPT's own testharness.js unchanged.

    scripts/wpt.sh WPT_DIR [--write-expectations FILE] [--check FILE] [--jobs N] [--peer jsdom|domino|chromium] [PATH...]

PATH are folders or files below WPT_DIR (default: dom domparsing domxpath html/dom css/cssom css/css-font-loading css/geometry custom-elements web-animations FileAPI). Each
test page is handed to `webengine run` at its URL on the runner's origin
(http://web-platform.test:8000/PATH; a `.https.` one at https://web-platform.test:8443/PATH), with
the checkout served there through the engine's resource layer (`--resources
web-platform.test=WPT_DIR`, and the www, www1 and www2 hosts wptserve also has), so its scripts,
stylesheets, frames and `fetch('/interfaces/dom.idl')` load from the checkout as from wpt's own
server; a reporter stands in for testharnessreport.js, and the subtests' results come back as JSON.
As wpt's server does, a `.any.js` or `.window.js` test is wrapped in a page (its window-scope
variant), and a `.sub.` file's `{{host}}`-style placeholders are filled in for the runner's origin
(a `.sub.` script the page loads is inlined, filled in). --inline inlines every script from the
checkout instead and serves nothing (the runner before the engine could serve). Prints pass counts
per folder. --write-expectations writes, per file, how many subtests pass
(`path<TAB>count`) and the ones that do not yet (`path<TAB>-<TAB>name`): far smaller than
the list of passing ones. --check FILE runs the files FILE names and exits 1 listing every
subtest that fails without being listed as failing, and every file that passes fewer
subtests than its count (one that stopped reporting some). --peer jsdom|domino runs the same pages,
counted the same way, in that peer instead (`node scripts/wpt-peer.js`, no engine needed; the
peer comes from node's module path or Debian's /usr/share/nodejs). --peer chromium runs them in
headless Chromium, at the same URLs, served by a small HTTP server in this script (the checkout
and the generated pages; web-platform.test mapped to it), or from file: URLs with --inline:
where a 2021 subtest fails there too, the standard has usually moved on since the snapshot.
--failures FILE writes every subtest that does not pass, with its message (a JSON object a line),
for grouping failures by cause.

Get a checkout: any web-platform-tests clone (github.com/web-platform-tests/wpt, or the smaller
fork github.com/divmain/wpt); the default run reads dom/, domparsing/, domxpath/, html/dom/, custom-elements/,
css/cssom/, css/css-font-loading/, css/geometry/, web-animations/, FileAPI/, and what their pages load: resources/, common/, interfaces/ (the idlharness tests' IDL).
"""
import argparse
import atexit
import html
import concurrent.futures
import http.server
import json
import mimetypes
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading

DEFAULT_PATHS = ["dom", "domparsing", "domxpath", "html/dom", "css/cssom", "css/css-font-loading", "css/geometry", "custom-elements", "web-animations", "FileAPI"]
ROOT = pathlib.Path(__file__).resolve().parent.parent
ORIGIN = "http://web-platform.test:8000"
SECURE_ORIGIN = "https://web-platform.test:8443"  # where wptserve serves a `.https.` test
# The hosts wptserve serves the checkout on (the runner's origin and its cross-origin peers).
HOSTS = ["web-platform.test", "www.web-platform.test", "www1.web-platform.test", "www2.web-platform.test"]
# wptserve's rewrites (tools/serve/serve.py): a page asks for the first, the checkout has the second.
REWRITES = {"/resources/WebIDLParser.js": "/resources/webidl2/lib/webidl2.js"}
SCRIPT_TAG = re.compile(r"<script\b([^>]*)\bsrc\s*=\s*(['\"]?)([^'\" >]+)\2([^>]*)>\s*</script>", re.IGNORECASE)

# Stands in for testharnessreport.js (a vendor's file, not the harness): hands every subtest's
# result to the page's promise.
REPORTER = """<script>
// As a vendor's testharnessreport.js: no results table in the page, and the harness's own
// timeout shortened (a test that never finishes reports TIMEOUT in 3 s instead of 10).
// testharness.js leaves that timeout pending once every test is done (a browser's page just
// stays open); `webengine run` waits for a page's timers, so the harness's are cleared then.
(function () {
  var setTimer = window.setTimeout, harnessTimers = [];
  window.setTimeout = function (callback) {
    var id = setTimer.apply(this, arguments);
    if (typeof callback === 'function' && /this_obj\.timeout\(\)/.test(String(callback))) harnessTimers.push(id);
    return id;
  };
  add_completion_callback(function () { harnessTimers.forEach(function (id) { clearTimeout(id); }); });
})();
setup({ output: false, timeout_multiplier: 0.3 });
add_completion_callback(function (tests, status) {
  var results = tests.map(function (t) { return { name: t.name, status: t.status, message: t.message }; });
  window.__wptResults = JSON.stringify({ status: status.status, message: status.message, tests: results });
  if (window.__wptResolve) window.__wptResolve(window.__wptResults);
});
</script>"""
AWAIT_RESULTS = "window.__wptResults || new Promise(function (resolve) { window.__wptResolve = resolve; })"


def test_files(wpt, paths):
    for path in paths:
        target = wpt / path
        candidates = [target] if target.is_file() else sorted(target.rglob("*"))
        for file in candidates:
            name = file.name
            if "/resources/" in str(file) or "-ref." in name or name.endswith("-manual.html"):
                continue
            if name.endswith(".any.js") or name.endswith(".window.js"):
                yield file  # a script test: wpt serves it wrapped in a page (see script_test_page)
                continue
            if not (name.endswith(".html") or name.endswith(".htm")):
                continue
            try:
                text = file.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            if "testharness.js" in text:
                yield file


def script_test_page(file):
    """The page wpt's server makes for a .any.js or .window.js test (window scope): its
    `// META: script=` and `title=` lines, the harness, then the test."""
    text = file.read_text(encoding="utf-8", errors="replace")
    scripts, title = [], file.name
    for line in text.splitlines():
        match = re.match(r"//\s*META:\s*(\w+)=(.*)$", line.strip())
        if not match:
            if line.strip() and not line.startswith("//"):
                break
            continue
        key, value = match.group(1), match.group(2).strip()
        if key == "script":
            scripts.append(value)
        elif key == "title":
            title = value
    tags = "".join(f'<script src="{source}"></script>' for source in scripts)
    return (f'<!DOCTYPE html><meta charset=utf-8><title>{title}</title>'
            '<script src="/resources/testharness.js"></script><script src="/resources/testharnessreport.js"></script>'
            f'{tags}<div id=log></div><script src="{file.name}"></script>')


# What wpt's server puts in a .sub. file's {{...}} placeholders, for this runner's origin.
SUBSTITUTIONS = {"host": "web-platform.test", "domains[]": "web-platform.test", "domains[www]": "www.web-platform.test",
                 "domains[www1]": "www1.web-platform.test", "domains[www2]": "www2.web-platform.test",
                 "hosts[][]": "web-platform.test", "ports[http][0]": "8000", "ports[http][1]": "8001",
                 "ports[https][0]": "8443", "ports[https][1]": "8444", "ports[ws][0]": "8666", "ports[wss][0]": "8667",
                 "location[host]": "web-platform.test:8000", "location[hostname]": "web-platform.test",
                 "location[scheme]": "http", "location[port]": "8000"}


def substitute(text):
    return re.sub(r"\{\{([^}]*)\}\}", lambda m: SUBSTITUTIONS.get(m.group(1).replace(" ", ""), m.group(0)), text)


def inline_scripts(html, file, wpt, served=False):
    """testharnessreport.js replaced by REPORTER; each other <script src> from the checkout
    inlined, or, when the checkout is served, only the `.sub.` ones (filled in, as wptserve
    serves them)."""
    def replace(match):
        source = match.group(3).split("?")[0].split("#")[0]
        if source.endswith("testharnessreport.js"):
            return REPORTER
        if source in REWRITES:
            source = REWRITES[source]
            if served:
                return match.group(0).replace(match.group(3), source)
        if served and ".sub." not in source:
            return match.group(0)  # loads from the served checkout
        if source.startswith(ORIGIN + "/"):
            source = source[len(ORIGIN):]
        resolved = (wpt / source.lstrip("/")) if source.startswith("/") else (file.parent / source)
        try:
            code = resolved.resolve().read_text(encoding="utf-8", errors="replace")
        except OSError:
            return match.group(0)  # not in the checkout: left as it is (never fetched)
        if ".sub." in source:
            code = substitute(code)
        return "<script>" + code.replace("</script", "<\\/script") + "</script>"
    inlined = SCRIPT_TAG.sub(replace, html)
    if REPORTER not in inlined:
        inlined += REPORTER
    return inlined


# wptserve's Python handlers that pages here load, answered by the runner: each handler's
# answers are written as files named with their URL's query (the engine's folder resources
# serve `PATH?QUERY` before PATH, as wget saves a mirrored site) into a folder served before
# the checkout. A handler here: its path, and a function of the checkout giving (query, body)
# pairs for the queries its pages ask.
def encoding_handler_answers(wpt):
    """dom/nodes/encoding.py: `<meta charset>` of its `label` (the characterSet normalization
    tests ask it for every label in their encodingMap)."""
    labels = set()
    for page in sorted((wpt / "dom" / "nodes").glob("Document-characterSet-normalization-*.html")):
        text = page.read_text(encoding="utf-8", errors="replace")
        start = text.find("var encodingMap")
        end = text.find("};", start)
        if start >= 0 and end > start:
            labels.update(re.findall(r'^\s*"([^"\\]+)",?\s*$', text[start:end], re.MULTILINE))
    for label in sorted(labels):
        yield "label=" + label, f'<!doctype html><meta charset="{html.escape(label)}">'


HANDLERS = {"dom/nodes/encoding.py": encoding_handler_answers}


def handler_answers_folder(wpt):
    """A temporary folder of the HANDLERS' answers, laid out as the checkout (removed at exit)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="wpt-handlers-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    for path, answers in HANDLERS.items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        for query, body in answers(wpt):
            if "/" not in query:
                (target.parent / f"{target.name}?{query}").write_text(body, encoding="utf-8")
    return folder


def run_file(engine, peer, wpt, file, timeout, served=True, answers=None):
    relative = file.relative_to(wpt).as_posix()
    is_script_test = file.name.endswith(".js")
    source = script_test_page(file) if is_script_test else file.read_text(encoding="utf-8", errors="replace")
    if ".sub." in file.name:
        source = substitute(source)
    # jsdom and domino load nothing: their pages keep the inlined scripts.
    page = inline_scripts(source, file, wpt, served=served and peer in (None, "chromium"))
    url = relative[:-3] + ".html" if is_script_test else relative
    url = f"{ORIGIN}/{url}"
    if peer == "chromium":
        return relative, run_in_chromium(page, timeout, url if served else None, wpt, relative)
    if ".https." in file.name:
        url = url.replace(ORIGIN, SECURE_ORIGIN, 1)  # as wptserve serves it (a secure context)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8") as handle:
        handle.write(page)
        temporary = handle.name
    if peer:
        command = ["node", str(ROOT / "scripts" / "wpt-peer.js"), peer, temporary, url, str(timeout)]
    else:
        command = [engine, "run", "--html", temporary, "--url", url, "--timeout", str(timeout), "--eval", AWAIT_RESULTS]
        if served:
            if answers:
                command += ["--resources", f"{HOSTS[0]}={answers}"]
            for host in HOSTS:
                command += ["--resources", f"{host}={wpt}"]
    try:
        completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout * 4 + 10)
        # Lines end at \n only: test names hold U+2028 and other characters splitlines() breaks at.
        output = completed.stdout.strip().split("\n")
        result = json.loads(output[-1]) if output else None
    except (subprocess.TimeoutExpired, json.JSONDecodeError, IndexError):
        result = None
    finally:
        os.unlink(temporary)
    if result is None:
        return relative, None
    record_failures(relative, result)
    return relative, {t["name"]: t["status"] == 0 for t in result["tests"]}


# Chromium reports through the page itself: the results are written into it, and
# --dump-dom prints the page once its load and the virtual time budget are over.
CHROMIUM_REPORTER = """<script>
add_completion_callback(function () {
  var out = document.createElement('pre'); out.id = '__wptResults'; out.textContent = window.__wptResults;
  document.documentElement.appendChild(out);
});
</script>"""


class CheckoutServer(http.server.ThreadingHTTPServer):
    """For --peer chromium: the checkout at the runner's origin, as wptserve serves its static
    files (`FILE.headers` and `__dir__.headers` give header fields), and each generated test
    page at its URL."""
    daemon_threads = True

    def __init__(self, wpt):
        self.wpt, self.pages, self.lock = wpt, {}, threading.Lock()
        super().__init__(("127.0.0.1", 0), CheckoutHandler)


class CheckoutHandler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def do_GET(self):
        path = self.path.split("?")[0].split("#")[0]
        path = REWRITES.get(path, path)
        with self.server.lock:
            page = self.server.pages.get(path)
        if page is not None:
            return self.answer(200, page.encode("utf-8"), "text/html; charset=utf-8", {})
        wpt = self.server.wpt
        file = (wpt / path.lstrip("/")).resolve()
        if not str(file).startswith(str(wpt) + "/") or not file.is_file():
            return self.answer(404, b"not found", "text/plain", {})
        fields = {}
        for sidecar in (file.parent / "__dir__.headers", file.with_name(file.name + ".headers")):
            if sidecar.is_file():
                for line in sidecar.read_text(encoding="utf-8", errors="replace").splitlines():
                    name, _, value = line.partition(":")
                    if name.strip():
                        fields[name.strip()] = value.strip()
        kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        self.answer(200, file.read_bytes(), kind, fields)

    do_HEAD = do_GET
    do_POST = do_GET

    def answer(self, status, body, kind, fields):
        self.send_response(status)
        if not any(name.lower() == "content-type" for name in fields):
            self.send_header("Content-Type", kind)
        for name, value in fields.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


_server = None
_server_lock = threading.Lock()


def checkout_server(wpt):
    global _server
    with _server_lock:
        if _server is None:
            _server = CheckoutServer(wpt)
            threading.Thread(target=_server.serve_forever, daemon=True).start()
        return _server


def run_in_chromium(page, timeout, url=None, wpt=None, relative=""):
    """A page's results in headless Chromium (Debian's `chromium`): at `url`, served with the
    checkout by CheckoutServer, or from a file: URL when `url` is None."""
    # In the reporter's own script element: the page has the same nodes as the engine's (tests
    # such as Range-selectNode name a subtest after each node of the page).
    page = page.replace(REPORTER, REPORTER.replace("</script>", CHROMIUM_REPORTER.replace("<script>", "", 1), 1), 1)
    with tempfile.TemporaryDirectory() as directory:
        target = pathlib.Path(directory) / "page.html"
        target.write_text(page, encoding="utf-8")
        address, mapping = target.as_uri(), []
        if url:
            server = checkout_server(wpt)
            path = url[len(ORIGIN):]
            with server.lock:
                server.pages[path] = page
            address = url
            port = server.server_address[1]
            # A `.https.` test needs a secure context; this server speaks plain HTTP.
            mapping = ["--host-resolver-rules=" + ", ".join(f"MAP {host}:8000 127.0.0.1:{port}" for host in HOSTS),
                       f"--unsafely-treat-insecure-origin-as-secure={ORIGIN}"]
        command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={directory}/profile",
                   f"--virtual-time-budget={int(timeout * 1000)}"] + mapping + ["--dump-dom", address]
        try:
            completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout * 4 + 10)
        except subprocess.TimeoutExpired:
            return None
    match = re.search(r'<pre id="__wptResults">(.*?)</pre>', completed.stdout, re.DOTALL)
    if not match:
        return None
    result = json.loads(html.unescape(match.group(1)))
    record_failures(relative, result)
    return {t["name"]: t["status"] == 0 for t in result["tests"]}


FAILURES = []  # (path, subtest, status, message) of every subtest that did not pass, for --failures


def record_failures(relative, result):
    FAILURES.extend((relative, t["name"], t["status"], t.get("message")) for t in result["tests"] if t["status"] != 0)


def folder_of(relative):
    """The file's folder, at most three levels deep (html/dom/elements, dom/nodes)."""
    return "/".join(relative.split("/")[:-1][:3])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("wpt", type=pathlib.Path)
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--write-expectations", type=pathlib.Path)
    parser.add_argument("--check", type=pathlib.Path)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--timeout", type=float, default=10)
    parser.add_argument("--engine", default=str(ROOT / ".build" / "release" / "webengine"))
    parser.add_argument("--peer", choices=["jsdom", "domino", "chromium"], help="run the pages in this peer instead of the engine (jsdom and domino: node scripts/wpt-peer.js; chromium: Debian's headless chromium, for where the snapshot and today's standards disagree)")
    parser.add_argument("--files", action="store_true", help="print each file's count, and the files that reported nothing")
    parser.add_argument("--failures", type=pathlib.Path, help="write every subtest that does not pass, with its status and message, to this file (a JSON object a line)")
    parser.add_argument("--results", type=pathlib.Path, help="write every subtest's result, passing or not (a JSON object a line: path, name, pass), to compare runs and peers")
    parser.add_argument("--inline", action="store_true", help="inline the scripts pages load from the checkout and serve nothing (the engine and Chromium), instead of serving the checkout at the runner's origin")
    arguments = parser.parse_args()
    wpt = arguments.wpt.resolve()
    if not (wpt / "resources" / "testharness.js").exists():
        sys.exit(f"wpt.sh: {arguments.wpt} is not a web-platform-tests checkout (no resources/testharness.js)")
    if not arguments.peer and not os.access(arguments.engine, os.X_OK):
        sys.exit(f"wpt.sh: no engine at {arguments.engine}; build it (swift build -c release --product webengine) or pass --engine")

    expected = {}  # path -> (passing count, names known to fail)
    if arguments.check:
        for line in arguments.check.read_text(encoding="utf-8").split("\n"):  # names hold U+2028
            fields = line.split("\t", 2)
            if len(fields) == 2:
                expected[fields[0]] = (int(fields[1]), expected.get(fields[0], (0, set()))[1])
            elif len(fields) == 3 and fields[1] == "-":
                expected.setdefault(fields[0], (0, set()))[1].add(fields[2])
        files = [wpt / path for path in sorted(expected)]
    else:
        files = list(test_files(wpt, arguments.paths or DEFAULT_PATHS))

    results = {}
    answers = handler_answers_folder(wpt) if not arguments.peer and not arguments.inline else None
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for relative, subtests in pool.map(lambda file: run_file(arguments.engine, arguments.peer, wpt, file, arguments.timeout, not arguments.inline, answers), files):
            results[relative] = subtests

    silent = sorted(relative for relative, subtests in results.items() if subtests is None)
    results = {relative: subtests or {} for relative, subtests in results.items()}
    if arguments.files:
        for relative, subtests in sorted(results.items()):
            if relative not in silent:
                print(f"  {relative:70} {sum(subtests.values()):5} / {len(subtests):5}")
        for relative in silent:
            print(f"  {relative:70} reported nothing (timed out or failed to load)")
    totals = {}
    for relative, subtests in results.items():
        passed, total = totals.get(folder_of(relative), (0, 0))
        totals[folder_of(relative)] = (passed + sum(subtests.values()), total + len(subtests))
    for folder, (passed, total) in sorted(totals.items()):
        print(f"{folder:40} {passed:6} / {total:6}  {100 * passed / total if total else 0:5.1f}%")
    passed = sum(p for p, _ in totals.values())
    total = sum(t for _, t in totals.values())
    print(f"{'all':40} {passed:6} / {total:6}  {100 * passed / total if total else 0:5.1f}%  ({len(results)} files, {len(silent)} reported nothing)")

    if arguments.failures:
        statuses = {1: "FAIL", 2: "TIMEOUT", 3: "NOTRUN", 4: "PRECONDITION_FAILED"}
        arguments.failures.write_text("".join(json.dumps({"path": path, "name": name, "status": statuses.get(status, status), "message": message}) + "\n"
                                              for path, name, status, message in sorted(FAILURES, key=lambda f: (f[0], f[1]))), encoding="utf-8")
    if arguments.results:
        arguments.results.write_text("".join(json.dumps({"path": path, "name": name, "pass": ok}) + "\n"
                                             for path, subtests in sorted(results.items()) for name, ok in subtests.items()), encoding="utf-8")
    if arguments.write_expectations:
        lines = [f"{path}\t{sum(subtests.values())}" for path, subtests in results.items() if subtests]
        lines += [f"{path}\t-\t{one_line(name)}" for path, subtests in results.items() for name, ok in subtests.items() if not ok]
        arguments.write_expectations.write_text("\n".join(sorted(lines)) + "\n", encoding="utf-8")
    if arguments.check:
        regressions = []
        for path, (count, failing) in sorted(expected.items()):
            subtests = results.get(path, {})
            regressions += [f"{path}\t{name}" for name, ok in subtests.items() if not ok and one_line(name) not in failing]
            if sum(subtests.values()) < count:
                regressions.append(f"{path}\t(passes {sum(subtests.values())} of the {count} it passed)")
        for line in regressions:
            print("no longer passes: " + line.replace("\t", " :: "))
        sys.exit(1 if regressions else 0)


def one_line(name):
    """A subtest's name on one line of the expectations file."""
    return name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")


if __name__ == "__main__":
    main()
