#!/usr/bin/env python3
"""Run real web-view render libraries unchanged on WebEngine, article by article, and say where they throw.

For each article page in a folder this runs

    webengine run --html ARTICLE --script BUNDLE... --script DRIVER.js --dump-dom

(DRIVER.js calls the library's transforms as the app does; see scripts/render-libraries/) and
collects the uncaught errors (standard error lines `file:line:col: Error: message`), the exit
code, and any NaN or undefined written into a style attribute of the resulting HTML. It prints
a table, one row per article, then a summary: the articles that threw, and each distinct error
message with the number of articles it broke. With --chromium it also runs the same page,
bundle and driver in headless Chromium (375 px mobile viewport) and prints Chromium's errors
beside ours.

Nothing fetched is committed; get the library yourself:

  Wikipedia's page library, wikimedia-page-library 9.4.2 (github:wikimedia/wikimedia-page-library,
  commit 3486b95, 2019-11-26, the last with demo/DemoArticles). Its committed build/applib.js
  (v1.0.0, 2017) is a CommonJS module no web view loads; use the bundle the app loads (global
  `pagelib`), as the library's own build makes it from src/transform, and pass it as --bundle.
  Its webpack 4 build needs packages that are not installed here; Debian's esbuild makes the
  same global `pagelib` (the default export, as webpack's UMD with libraryExport 'default' sets it)
  and its CSS:

    esbuild src/transform/index.js --bundle --format=iife --global-name=pagelib --target=es2017 \
      --define:VERSION='"9.4.2"' --footer:js='pagelib = pagelib.default;' --outfile=OUT/pagelib.js

  (OUT/pagelib.css is the CSS the app serves at .../data/css/mobile/pagelib.)

  The articles are demo/DemoArticles/data/*.PCS.html (Page Content Service mobile-html of
  2019). Each loads that bundle from
  https://meta.wikimedia.org/api/rest_v1/data/javascript/mobile/pagelib and then calls it in an
  inline script, so pass that URL as --bundle-url: the bundle is then put in the page in place
  of that <script src> (as the app's web view gets it) instead of being run after the page.

    python3 scripts/render-libraries.py \\
      --bundle BUNDLE.js \\
      --bundle-url https://meta.wikimedia.org/api/rest_v1/data/javascript/mobile/pagelib \\
      --driver scripts/render-libraries/wikipedia-driver.js \\
      --articles CHECKOUT/demo/DemoArticles/data --glob '*.PCS.html' [--chromium]

Served mode (--serve resources|scheme) inlines nothing: the page is loaded as the app loads it,
unchanged, at its own URL (--url, default auto: its <link rel=canonical> or rel=dc:isVersionOf,
https://de.wikipedia.org/wiki/Schweden for Parsoid's pages), and the bundles are served at
--bundle-url by the engine's resource layer from a folder laid out as DIR/HOST/PATH (each file's
Content-Type in a FILE.headers beside it: the engine's FolderResources gives an extensionless
path no MIME type of its own, and a classic script needs none). --serve resources runs
`run --url URL --resources DIR`; --serve scheme rewrites the page's <script src> to
app://HOST/PATH, as an app with its own copy of the library would, and runs `--scheme app=DIR`
(--scheme-name for another scheme). --serve-file URL=FILE serves more, such as the article's
stylesheets. With --chromium, Chromium gets the same page at the same https URL and the same
files from a local HTTPS server (self-signed; every host name mapped to it with
--host-resolver-rules; what it does not have fails as a network error, as a load nothing serves
fails offline in the engine), and each article's final DOM (after the page's inline scripts and
the driver) is compared with Chromium's: equal, or the first difference and the differing runs
by kind (for --serve scheme the rewritten src attribute is put back first). --normalise
REGEX=REPLACEMENT rewrites both DOMs before comparing, for a difference explained elsewhere.

    python3 scripts/render-libraries.py --bundle OUT/pagelib.js \\
      --bundle-url https://meta.wikimedia.org/api/rest_v1/data/javascript/mobile/pagelib \\
      --serve resources \\
      --serve-file https://meta.wikimedia.org/api/rest_v1/data/css/mobile/pagelib=OUT/pagelib.css \\
      --driver scripts/render-libraries/wikipedia-driver.js \\
      --articles CHECKOUT/demo/DemoArticles/data --glob '*.PCS.html' --chromium \\
      --normalise 'pagelib_lazy_load_placeholder_(pending|loading|error)\\b=pagelib_lazy_load_placeholder_STATE'

Options: --webengine (default .build/release/webengine, else `webengine` on PATH), --timeout
seconds per run, --json FILE for every result, --keep DIR to keep each article's HTML. Chromium
mode needs Debian's chromium and chromium-driver, selenium from PyPI, and (served) openssl.
"""
import argparse
import collections
import difflib
import glob
import html
import http.server
import json
import mimetypes
import os
import re
import shutil
import socketserver
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ERROR_LINE = re.compile(r'^(?P<file>.+?):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<message>(?:[A-Za-z]*Error|DOMException|Uncaught)\b.*)$')
STACK_LINE = re.compile(r'^render-libraries: stack (?P<step>[^:]+): (?P<stack>.*)$')
STEP_LINE = re.compile(r'^render-libraries: (?P<what>step|done) (?P<step>\S+)$')
STYLE_ATTR = re.compile(r'''\sstyle\s*=\s*("([^"]*)"|'([^']*)')''', re.I)
BAD_STYLE = re.compile(r'\b(NaN|undefined|null|Infinity)\b')


def prepare_page(article, bundles, bundle_url, workdir):
    """The page as the web view gets it: with --bundle-url, the bundles inlined in place of
    that <script src>. Returns (page path, True if the bundles were inlined)."""
    if not bundle_url:
        return article, False
    text = open(article, encoding='utf-8', errors='surrogateescape').read()
    tag = re.compile(r'<script\b[^>]*\bsrc\s*=\s*["\']?' + re.escape(bundle_url) + r'["\']?[^>]*>\s*</script>', re.I)
    if not tag.search(text):
        return article, False
    code = ''.join(open(b, encoding='utf-8').read() for b in bundles)
    code = code.replace('</script', '<\\/script')
    text = tag.sub(lambda m: '<script>' + code + '</script>', text, count=1)
    path = os.path.join(workdir, os.path.basename(article))
    with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
        f.write(text)
    return path, True


CANONICAL = re.compile(r'<link\b[^>]*\brel\s*=\s*["\']?(?:canonical|dc:isVersionOf)["\']?[^>]*>', re.I)
HREF = re.compile(r'\bhref\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>]+))', re.I)


def page_url(article, given):
    """The URL the app loads the article with: --url, or with --url auto the article's own
    canonical URL (<link rel=canonical> or rel=dc:isVersionOf, as Parsoid's pages have it),
    https for a scheme-relative one."""
    if given and given != 'auto':
        return given
    text = open(article, encoding='utf-8', errors='surrogateescape').read(200000)
    for tag in CANONICAL.finditer(text):
        m = HREF.search(tag.group(0))
        if m:
            href = html.unescape(next(g for g in m.groups() if g is not None))
            return 'https:' + href if href.startswith('//') else href
    sys.exit('render-libraries: %s has no canonical link; give --url' % article)


def served_path(folder, url):
    """FOLDER/HOST/PATH for SCHEME://HOST/PATH, as the engine's FolderResources maps it (its
    path segments percent-decoded)."""
    u = urllib.parse.urlsplit(url)
    segments = [urllib.parse.unquote(s) for s in u.path.split('/') if s]
    if not u.hostname or not segments or any(s in ('.', '..') or '/' in s for s in segments):
        sys.exit('render-libraries: cannot serve %s from a folder' % url)
    return os.path.join(folder, u.hostname.lower(), *segments)


def build_served_folder(folder, files):
    """A folder laid out as a mirrored site, DIR/HOST/PATH, with each file's Content-Type in a
    FILE.headers beside it (the engine's FolderResources reads it; an extensionless path such
    as .../javascript/mobile/pagelib has no MIME type of its own there)."""
    for url, (sources, content_type) in files.items():
        path = served_path(folder, url)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'wb') as out:
            for source in sources:
                with open(source, 'rb') as f:
                    out.write(f.read())
        if content_type:
            with open(path + '.headers', 'w') as f:
                f.write('Content-Type: %s\n' % content_type)


def guess_content_type(url, source):
    for ext, kind in (('.css', 'text/css'), ('.js', 'text/javascript'), ('.mjs', 'text/javascript')):
        if source.endswith(ext) or urllib.parse.urlsplit(url).path.endswith(ext):
            return kind + '; charset=utf-8'
    return mimetypes.guess_type(source)[0]


class SiteServer:
    """Serves the same folder (DIR/HOST/PATH, FILE.headers for Content-Type) to Chromium over
    HTTPS on 127.0.0.1, every host name mapped to it (--host-resolver-rules), so Chromium loads
    the article at the same https URL as the engine and its <script src> from the same bytes.
    The article pages themselves are added with add_page. Anything else fails as a network
    error (the connection closed with no response), as a load nothing serves fails offline in
    the engine."""

    def __init__(self, folder, workdir):
        self.folder = os.path.realpath(folder)
        self.pages = {}
        server = self
        cert, key = os.path.join(workdir, 'cert.pem'), os.path.join(workdir, 'key.pem')
        subprocess.run(['openssl', 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=render-libraries',
                        '-keyout', key, '-out', cert], check=True, capture_output=True)

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                host = (self.headers.get('Host') or '').split(':')[0].lower()
                path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
                body, fields = server.lookup(host, path)
                if body is None:
                    # what nothing serves fails as the engine fails it, as offline: no
                    # response at all (a network error, not a 404 page)
                    self.close_connection = True
                    return
                self.send_response(200)
                for name, value in fields.items():
                    self.send_header(name, value)
                self.send_header('Content-Length', str(len(body)))
                self.send_header('Cache-Control', 'no-store')
                self.end_headers()
                self.wfile.write(body)

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True

        self.httpd = Server(('127.0.0.1', 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def add_page(self, url, file):
        u = urllib.parse.urlsplit(url)
        self.pages[(u.hostname.lower(), urllib.parse.unquote(u.path))] = file

    def lookup(self, host, path):
        if (host, path) in self.pages:
            with open(self.pages[(host, path)], 'rb') as f:
                return f.read(), {'Content-Type': 'text/html; charset=utf-8'}
        segments = [s for s in path.split('/') if s]
        if not host or not segments or any(s in ('.', '..') for s in segments):
            return None, {}
        file = os.path.realpath(os.path.join(self.folder, host, *segments))
        if not file.startswith(self.folder + os.sep) or not os.path.isfile(file) or file.endswith('.headers'):
            return None, {}
        fields = {}
        if os.path.exists(file + '.headers'):
            for line in open(file + '.headers'):
                if ':' in line:
                    name, value = line.split(':', 1)
                    fields[name.strip()] = value.strip()
        fields.setdefault('Content-Type', mimetypes.guess_type(file)[0] or 'application/octet-stream')
        with open(file, 'rb') as f:
            return f.read(), fields

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


ATTRIBUTE = re.compile(r'''([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?''')


def attributes_of(tag):
    m = re.match(r'<([a-zA-Z][^\s/>]*)', tag)
    rest = tag[m.end():].rstrip('>').rstrip('/') if m else ''
    return (m.group(1).lower() if m else None), {a.group(1).lower(): next((g for g in a.groups()[1:] if g is not None), '')
                                                 for a in ATTRIBUTE.finditer(rest)}


def difference_kinds(ours, theirs):
    """What a differing run is, in words that repeat across articles: for one start tag on
    each side with the same name, the attributes that differ (style declarations and class
    tokens one by one); else the two sides' text, shortened."""
    if len(ours) == 1 and len(theirs) == 1 and ours[0].startswith('<') and theirs[0].startswith('<'):
        name, a = attributes_of(ours[0])
        other, b = attributes_of(theirs[0])
        if name and name == other:
            kinds = []
            for key in sorted(set(a) | set(b)):
                x, y = a.get(key), b.get(key)
                if x == y:
                    continue
                if key == 'style' and x is not None and y is not None:
                    dx = [d.strip() for d in x.split(';') if d.strip()]
                    dy = [d.strip() for d in y.split(';') if d.strip()]
                    kinds.append('<%s style>: webengine %r, chromium %r' % (
                        name, '; '.join(d for d in dx if d not in dy), '; '.join(d for d in dy if d not in dx)))
                elif key == 'class' and x is not None and y is not None:
                    kinds.append('<%s class>: webengine +%s, chromium +%s' % (
                        name, ' '.join(c for c in x.split() if c not in y.split()) or '-',
                        ' '.join(c for c in y.split() if c not in x.split()) or '-'))
                else:
                    kinds.append('<%s %s>: webengine %r, chromium %r' % (name, key, (x or '')[:80], (y or '')[:80]))
            return kinds
    return ['markup: webengine %r, chromium %r' % (''.join(ours)[:160], ''.join(theirs)[:160])]


TOKEN = re.compile(r'<[^>]*>|[^<]+')
VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}


def first_difference(ours, theirs, context=160):
    """None if the two serializations are equal, else where they first differ: the character
    offset, the tag path of the element it is in, each side's text from a little before it,
    and how many differing runs a token diff finds (each tag and each text run a token)."""
    if ours == theirs:
        return None
    i, n, step = 0, min(len(ours), len(theirs)), 4096
    while i < n and ours[i:i + step] == theirs[i:i + step]:
        i += step
    while i < n and ours[i] == theirs[i]:
        i += 1
    path = []
    for m in re.finditer(r'<(/?)([a-zA-Z][^\s/>]*)[^>]*?(/?)>', ours[:i]):
        name = m.group(2).lower()
        if m.group(1):
            while path and path.pop() != name:
                pass
        elif not m.group(3) and name not in VOID:
            path.append(name)
    a, b = TOKEN.findall(ours), TOKEN.findall(theirs)
    runs = [op for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] != 'equal']
    kinds = collections.Counter(k for r in runs for k in difference_kinds(a[r[1]:r[2]], b[r[3]:r[4]]))
    start = max(0, i - 60)
    return {'offset': i, 'path': ' > '.join(path[-6:]), 'ours': ours[start:i + context], 'chromium': theirs[start:i + context],
            'runs': len(runs), 'kinds': dict(kinds.most_common())}


def rewrite_script_src(article, bundle_url, scheme, workdir):
    """The page as an app with its own copy of the bundle has it: the <script src> at
    bundle_url pointing at SCHEME://HOST/PATH instead. Returns (page path, (the old src
    attribute, the new one)) for the comparison to put back."""
    text = open(article, encoding='utf-8', errors='surrogateescape').read()
    tag = re.compile(r'(<script\b[^>]*\bsrc\s*=\s*)(["\']?)' + re.escape(bundle_url) + r'\2', re.I)
    m = tag.search(text)
    if not m:
        sys.exit('render-libraries: %s has no <script src=%s>' % (article, bundle_url))
    app_url = scheme + ':' + bundle_url.split(':', 1)[1]
    text = text[:m.start()] + m.group(1) + m.group(2) + app_url + m.group(2) + text[m.end():]
    path = os.path.join(workdir, os.path.basename(article))
    with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
        f.write(text)
    return path, ('src="%s"' % bundle_url, 'src="%s"' % app_url)


def style_problems(dom):
    found = []
    for m in STYLE_ATTR.finditer(dom):
        value = html.unescape(m.group(2) if m.group(2) is not None else m.group(3))
        for decl in value.split(';'):
            if BAD_STYLE.search(decl):
                found.append(decl.strip())
    return found


def parse_errors(stderr):
    errors, stacks, steps_started, steps_done = [], {}, [], []
    for raw in stderr.splitlines():
        m = STACK_LINE.match(raw)
        if m:
            stacks.setdefault(m.group('step'), m.group('stack'))
            continue
        m = STEP_LINE.match(raw)
        if m:
            (steps_started if m.group('what') == 'step' else steps_done).append(m.group('step'))
            continue
        m = ERROR_LINE.match(raw)
        if m:
            errors.append({'file': m.group('file'), 'line': int(m.group('line')),
                           'col': int(m.group('col') or 0), 'message': m.group('message')})
    failed = [s for s in steps_started if s not in steps_done]
    return errors, stacks, failed


def attribute_steps(errors, stacks):
    """Which driver step threw each error: the stack the driver printed starts at the error's place."""
    tops = {}
    for step, stack in stacks.items():
        tops.setdefault(stack.split(' <- ')[0].split('@')[-1], step)
    for e in errors:
        e['step'] = tops.pop('%s:%d:%d' % (e['file'], e['line'], e['col']), None)


def run_webengine(engine, page, scripts, timeout, load_args=()):
    cmd = [engine, 'run', '--html', page] + list(load_args)
    for s in scripts:
        cmd += ['--script', s]
    cmd += ['--dump-dom', '--timeout', str(timeout)]
    start = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, errors='replace', timeout=timeout * 6 + 30)
    return p.returncode, p.stdout, p.stderr, time.time() - start


class Chromium:
    """The same page, bundle and driver in headless Chromium at 375 px (mobile emulation)."""

    def __init__(self, port=None):
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        o = Options()
        o.add_argument('--headless=new')
        o.add_argument('--no-sandbox')
        o.add_argument('--allow-file-access-from-files')
        if port:
            # every host name is the local server (SiteServer): nothing reaches the network
            o.add_argument('--host-resolver-rules=MAP * 127.0.0.1:%d, EXCLUDE localhost' % port)
            o.add_argument('--ignore-certificate-errors')
            o.accept_insecure_certs = True
        o.binary_location = '/usr/bin/chromium'
        o.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
        self.driver = webdriver.Chrome(options=o, service=Service('/usr/bin/chromedriver'))
        self.driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                                    {'width': 375, 'height': 667, 'deviceScaleFactor': 2, 'mobile': True})

    def run(self, page, scripts, url=None):
        d = self.driver
        d.get('about:blank')
        d.get_log('browser')
        d.get(url or 'file://' + os.path.abspath(page))
        for s in scripts:
            code = open(s, encoding='utf-8').read()
            d.execute_script('var s = document.createElement("script"); s.textContent = arguments[0];'
                             'document.head.appendChild(s); s.remove()', code)
        # let the driver's tasks and the library's timers run
        deadline = time.time() + 10
        logs = []
        while time.time() < deadline:
            logs += d.get_log('browser')
            if any('render-libraries: finished' in l['message'] for l in logs):
                break
            time.sleep(0.2)
        time.sleep(0.5)
        logs += d.get_log('browser')
        dom = d.execute_script('return document.documentElement.outerHTML')
        errors = []
        stderr = []
        console = []
        for l in logs:
            msg = l['message']
            m = re.match(r'^(\S+) (\d+):(\d+) (.*)$', msg, re.S)
            text = m.group(4) if m else msg
            if text.startswith('"') and text.endswith('"'):
                text = json.loads(text) if text.count('"') >= 2 else text
            if l['level'] == 'SEVERE' and ('Uncaught' in msg or 'Error' in msg) and 'render-libraries:' not in msg \
                    and 'Failed to load resource' not in msg:
                errors.append({'file': m.group(1) if m else '', 'line': int(m.group(2)) if m else 0,
                               'col': int(m.group(3)) if m else 0, 'message': str(text)})
            if 'render-libraries:' in msg:
                stderr.append(str(text))
            elif l.get('source') == 'console-api' and l['level'] == 'INFO':
                console.append(str(text))
        _, stacks, failed = parse_errors('\n'.join(stderr))
        self.console = console
        return errors, stacks, failed, dom

    def close(self):
        self.driver.quit()


def short(path):
    return os.path.basename(path)


def normalise(message):
    # the same error at different places on different pages: keep the message only
    return re.sub(r'\s+', ' ', message).strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--bundle', action='append', required=True, help='library bundle (repeatable, in load order)')
    ap.add_argument('--bundle-url', help='the page\'s <script src> of the bundles: inlined there, or with --serve served at it')
    ap.add_argument('--serve', choices=('resources', 'scheme'),
                    help='inline nothing: serve the bundles at --bundle-url through the engine\'s resource layer, '
                         'the page loaded at its URL (resources: --resources DIR; scheme: the <script src> rewritten '
                         'to SCHEME://HOST/PATH and --scheme SCHEME=DIR)')
    ap.add_argument('--serve-file', action='append', default=[], metavar='URL=FILE',
                    help='with --serve, also serve FILE at URL (repeatable; e.g. the article\'s stylesheets)')
    ap.add_argument('--url', default='auto', help='with --serve, the page\'s URL (default auto: its canonical link)')
    ap.add_argument('--normalise', action='append', default=[], metavar='REGEX=REPLACEMENT',
                    help='with --serve --chromium, rewrite both DOMs before comparing them (repeatable; '
                         'only for a difference explained elsewhere)')
    ap.add_argument('--scheme-name', default='app', help='the app\'s scheme for --serve scheme (default app)')
    ap.add_argument('--driver', required=True, help='the driver script calling the library')
    ap.add_argument('--articles', required=True, help='folder of article pages')
    ap.add_argument('--glob', default='*.html')
    ap.add_argument('--webengine', default=None)
    ap.add_argument('--timeout', type=float, default=10.0)
    ap.add_argument('--chromium', action='store_true', help='also run each article in headless Chromium')
    ap.add_argument('--json', help='write every result to this file')
    ap.add_argument('--keep', help='keep each article\'s resulting HTML in this folder')
    args = ap.parse_args()
    if args.serve and not args.bundle_url:
        ap.error('--serve needs --bundle-url')

    built = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), '.build', 'release', 'webengine')
    engine = args.webengine or (built if os.path.exists(built) else shutil.which('webengine'))
    if not engine:
        sys.exit('render-libraries: no webengine binary (give --webengine)')
    articles = sorted(glob.glob(os.path.join(args.articles, args.glob)))
    if not articles:
        sys.exit('render-libraries: no article matches %s in %s' % (args.glob, args.articles))
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix='render-libraries-')
    folder, server = None, None
    if args.serve:
        # DIR/HOST/PATH: the bundles at --bundle-url, each --serve-file at its URL
        folder = os.path.join(workdir, 'served')
        files = {args.bundle_url: (args.bundle, 'text/javascript; charset=utf-8')}
        for item in args.serve_file:
            url, _, source = item.partition('=')
            files[url] = ([source], guess_content_type(url, source))
        build_served_folder(folder, files)
        if args.chromium:
            server = SiteServer(folder, workdir)
    chromium = Chromium(server.port if server else None) if args.chromium else None
    st = os.stat(engine)
    print('webengine: %s (modified %s)' % (engine, time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(st.st_mtime))))
    print('bundles: %s; driver: %s; %d articles' % (', '.join(map(short, args.bundle)), short(args.driver), len(articles)))
    if args.serve:
        print('served (%s): %s%s' % ('--resources DIR' if args.serve == 'resources' else '--scheme %s=DIR' % args.scheme_name,
                                     ', '.join([args.bundle_url] + [f.partition('=')[0] for f in args.serve_file]),
                                     '; Chromium: the same files over HTTPS, every host mapped to 127.0.0.1' if server else ''))
    print()

    results = []
    try:
        for article in articles:
            load_args, url, rewritten = [], None, None
            if args.serve:
                page, inlined = article, False
                scripts = [args.driver]
                url = page_url(article, args.url)
                load_args = ['--url', url]
                if args.serve == 'resources':
                    load_args += ['--resources', folder]
                else:
                    page, rewritten = rewrite_script_src(article, args.bundle_url, args.scheme_name, workdir)
                    load_args += ['--scheme', '%s=%s' % (args.scheme_name, folder)]
            else:
                page, inlined = prepare_page(article, args.bundle, args.bundle_url, workdir)
                scripts = ([] if inlined else list(args.bundle)) + [args.driver]
            rc, out, err, secs = run_webengine(engine, page, scripts, args.timeout, load_args)
            errors, stacks, failed = parse_errors(err)
            attribute_steps(errors, stacks)
            # standard output: the page's console.log lines, then the DOM (--dump-dom)
            m = re.search(r'(?m)^<html', out)
            logs, dom = (out[:m.start()].splitlines(), out[m.start():].rstrip('\n')) if m else ([], out)
            for e in errors:
                if e['file'] == page:
                    e['file'] = article + (' (bundle inlined)' if inlined else '')
            r = {'article': short(article), 'url': url, 'exit': rc, 'seconds': round(secs, 2), 'errors': errors,
                 'failed_steps': failed, 'stacks': stacks, 'logs': logs,
                 'style_problems': style_problems(dom) if rc in (0, 1) else []}
            if args.keep:
                with open(os.path.join(args.keep, short(article) + '.webengine.html'), 'w') as f:
                    f.write(dom)
            if chromium:
                if server:
                    # Chromium gets the article as it is, at its URL, from the local server
                    server.add_page(url, article)
                    c_errors, c_stacks, c_failed, c_dom = chromium.run(article, scripts, url=url)
                else:
                    c_errors, c_stacks, c_failed, c_dom = chromium.run(page, scripts)
                r['chromium'] = {'errors': c_errors, 'failed_steps': c_failed, 'stacks': c_stacks,
                                 'logs': chromium.console, 'style_problems': style_problems(c_dom)}
                if args.serve:
                    ours = dom
                    if rewritten:
                        # the one attribute the app's copy of the page has rewritten (Chromium
                        # cannot load the app's scheme: it gets the https URL)
                        ours = ours.replace(rewritten[1], rewritten[0], 1)
                    theirs = c_dom
                    for rule in args.normalise:
                        pattern, _, replacement = rule.partition('=')
                        ours, theirs = re.sub(pattern, replacement, ours), re.sub(pattern, replacement, theirs)
                    r['dom'] = first_difference(ours, theirs)
                if args.keep:
                    with open(os.path.join(args.keep, short(article) + '.chromium.html'), 'w') as f:
                        f.write(c_dom)
            results.append(r)
            sys.stderr.write('.')
            sys.stderr.flush()
    finally:
        if chromium:
            chromium.close()
        if server:
            server.close()
        shutil.rmtree(workdir, ignore_errors=True)
    sys.stderr.write('\n')

    # per-article table
    width = max(len(r['article']) for r in results)
    head = '%-*s  exit  errors  NaN/undef styles  failed steps' % (width, 'article')
    if chromium:
        head += '  | chromium errors, failed steps'
    if chromium and args.serve:
        head += '  | DOM'
    print(head)
    print('-' * len(head))
    for r in results:
        line = '%-*s  %4d  %6d  %16d  %s' % (width, r['article'], r['exit'], len(r['errors']),
                                             len(r['style_problems']), ','.join(r['failed_steps']) or '-')
        if chromium:
            c = r['chromium']
            line += '  | %d, %s' % (len(c['errors']), ','.join(c['failed_steps']) or '-')
        if chromium and args.serve:
            d = r['dom']
            line += '  | ' + ('equal' if d is None else 'differs at %d (%d runs)' % (d['offset'], d['runs']))
        print(line)

    # summary
    threw = [r for r in results if r['errors']]
    print()
    print('Summary: %d articles run, %d threw (%d exited non-zero), %d wrote NaN/undefined into a style attribute'
          % (len(results), len(threw), sum(1 for r in results if r['exit'] != 0),
             sum(1 for r in results if r['style_problems'])))
    if chromium:
        print('Chromium: %d of %d threw' % (sum(1 for r in results if r['chromium']['errors']), len(results)))
    by_message = collections.OrderedDict()
    for r in results:
        for e in r['errors']:
            key = normalise(e['message'])
            entry = by_message.setdefault(key, {'articles': set(), 'where': collections.Counter(), 'steps': collections.Counter()})
            entry['articles'].add(r['article'])
            entry['where'][('%s:%d:%d' % (short(e['file']), e['line'], e['col']))] += 1
            by_message[key]['steps'][e.get('step') or '(page script or library timer/listener)'] += 1
    if by_message:
        print()
        print('Distinct errors (articles broken, message, where, driver steps):')
        for key, entry in sorted(by_message.items(), key=lambda kv: -len(kv[1]['articles'])):
            where = ', '.join('%s (x%d)' % (w, n) for w, n in entry['where'].most_common(3))
            steps = ', '.join(sorted(entry['steps'])) or '-'
            print('  %3d  %s\n       at %s; steps: %s' % (len(entry['articles']), key, where, steps))
    if chromium:
        c_msgs = collections.Counter()
        for r in results:
            for m in set(normalise(e['message']) for e in r['chromium']['errors']):
                c_msgs[m] += 1
        print()
        print('Chromium errors (articles, message):')
        for m, n in c_msgs.most_common():
            print('  %3d  %s' % (n, m[:300]))
        if not c_msgs:
            print('  none')
    styles = collections.Counter(p for r in results for p in r['style_problems'])
    if styles:
        print()
        print('NaN/undefined style declarations (count, declaration):')
        for p, n in styles.most_common(10):
            print('  %4d  %s' % (n, p))
    if chromium and args.serve:
        differing = [r for r in results if r['dom'] is not None]
        print()
        print('DOM after the page\'s scripts and the driver, against Chromium\'s: %d of %d equal%s' % (
            len(results) - len(differing), len(results), ' (normalised: %s)' % ', '.join(args.normalise) if args.normalise else ''))
        for r in differing:
            d = r['dom']
            print('  %s: first difference at character %d, in %s; %d differing runs' % (r['article'], d['offset'], d['path'] or '-', d['runs']))
            print('    webengine: %r' % d['ours'])
            print('    chromium:  %r' % d['chromium'])
            for kind, n in d['kinds'].items():
                print('    %4d x %s' % (n, kind))
        kinds = collections.defaultdict(lambda: [0, 0])
        for r in differing:
            for kind, n in r['dom']['kinds'].items():
                kinds[kind][0] += 1
                kinds[kind][1] += n
        if kinds:
            print()
            print('Differences by kind (articles, occurrences, kind):')
            for kind, (articles, n) in sorted(kinds.items(), key=lambda kv: (-kv[1][0], -kv[1][1])):
                print('  %3d  %5d  %s' % (articles, n, kind))
        logged = [r for r in results if r['logs'] != r['chromium']['logs']]
        if logged:
            print()
            print('console.log output that differs from Chromium\'s:')
            for r in logged:
                print('  %s: webengine %r / chromium %r' % (r['article'], r['logs'][:5], r['chromium']['logs'][:5]))
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(results, f, indent=1, default=list)
    return 0


if __name__ == '__main__':
    sys.exit(main())
