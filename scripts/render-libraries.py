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

Options: --webengine (default .build/release/webengine, else `webengine` on PATH), --timeout
seconds per run, --json FILE for every result, --keep DIR to keep each article's HTML.
"""
import argparse
import collections
import glob
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

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


def run_webengine(engine, page, scripts, timeout):
    cmd = [engine, 'run', '--html', page]
    for s in scripts:
        cmd += ['--script', s]
    cmd += ['--dump-dom', '--timeout', str(timeout)]
    start = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, errors='replace', timeout=timeout * 6 + 30)
    return p.returncode, p.stdout, p.stderr, time.time() - start


class Chromium:
    """The same page, bundle and driver in headless Chromium at 375 px (mobile emulation)."""

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        o = Options()
        o.add_argument('--headless=new')
        o.add_argument('--no-sandbox')
        o.add_argument('--allow-file-access-from-files')
        o.binary_location = '/usr/bin/chromium'
        o.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
        self.driver = webdriver.Chrome(options=o, service=Service('/usr/bin/chromedriver'))
        self.driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                                    {'width': 375, 'height': 667, 'deviceScaleFactor': 2, 'mobile': True})

    def run(self, page, scripts):
        d = self.driver
        d.get_log('browser')
        d.get('file://' + os.path.abspath(page))
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
        for l in logs:
            msg = l['message']
            m = re.match(r'^(\S+) (\d+):(\d+) (.*)$', msg, re.S)
            text = m.group(4) if m else msg
            if text.startswith('"') and text.endswith('"'):
                text = json.loads(text) if text.count('"') >= 2 else text
            if l['level'] == 'SEVERE' and ('Uncaught' in msg or 'Error' in msg) and 'render-libraries:' not in msg:
                errors.append({'file': m.group(1) if m else '', 'line': int(m.group(2)) if m else 0,
                               'col': int(m.group(3)) if m else 0, 'message': str(text)})
            if 'render-libraries:' in msg:
                stderr.append(str(text))
        _, stacks, failed = parse_errors('\n'.join(stderr))
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
    ap.add_argument('--bundle-url', help='a page <script src> to replace with the bundles')
    ap.add_argument('--driver', required=True, help='the driver script calling the library')
    ap.add_argument('--articles', required=True, help='folder of article pages')
    ap.add_argument('--glob', default='*.html')
    ap.add_argument('--webengine', default=None)
    ap.add_argument('--timeout', type=float, default=10.0)
    ap.add_argument('--chromium', action='store_true', help='also run each article in headless Chromium')
    ap.add_argument('--json', help='write every result to this file')
    ap.add_argument('--keep', help='keep each article\'s resulting HTML in this folder')
    args = ap.parse_args()

    built = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), '.build', 'release', 'webengine')
    engine = args.webengine or (built if os.path.exists(built) else shutil.which('webengine'))
    if not engine:
        sys.exit('render-libraries: no webengine binary (give --webengine)')
    articles = sorted(glob.glob(os.path.join(args.articles, args.glob)))
    if not articles:
        sys.exit('render-libraries: no article matches %s in %s' % (args.glob, args.articles))
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    chromium = Chromium() if args.chromium else None
    workdir = tempfile.mkdtemp(prefix='render-libraries-')
    st = os.stat(engine)
    print('webengine: %s (modified %s)' % (engine, time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(st.st_mtime))))
    print('bundles: %s; driver: %s; %d articles' % (', '.join(map(short, args.bundle)), short(args.driver), len(articles)))
    print()

    results = []
    try:
        for article in articles:
            page, inlined = prepare_page(article, args.bundle, args.bundle_url, workdir)
            scripts = ([] if inlined else list(args.bundle)) + [args.driver]
            rc, out, err, secs = run_webengine(engine, page, scripts, args.timeout)
            errors, stacks, failed = parse_errors(err)
            attribute_steps(errors, stacks)
            for e in errors:
                if e['file'] == page:
                    e['file'] = article + (' (bundle inlined)' if inlined else '')
            r = {'article': short(article), 'exit': rc, 'seconds': round(secs, 2), 'errors': errors,
                 'failed_steps': failed, 'stacks': stacks, 'style_problems': style_problems(out) if rc in (0, 1) else []}
            if args.keep:
                with open(os.path.join(args.keep, short(article) + '.webengine.html'), 'w') as f:
                    f.write(out)
            if chromium:
                c_errors, c_stacks, c_failed, c_dom = chromium.run(page, scripts)
                r['chromium'] = {'errors': c_errors, 'failed_steps': c_failed, 'stacks': c_stacks,
                                 'style_problems': style_problems(c_dom)}
                if args.keep:
                    with open(os.path.join(args.keep, short(article) + '.chromium.html'), 'w') as f:
                        f.write(c_dom)
            results.append(r)
            sys.stderr.write('.')
            sys.stderr.flush()
    finally:
        if chromium:
            chromium.close()
        shutil.rmtree(workdir, ignore_errors=True)
    sys.stderr.write('\n')

    # per-article table
    width = max(len(r['article']) for r in results)
    head = '%-*s  exit  errors  NaN/undef styles  failed steps' % (width, 'article')
    if chromium:
        head += '  | chromium errors, failed steps'
    print(head)
    print('-' * len(head))
    for r in results:
        line = '%-*s  %4d  %6d  %16d  %s' % (width, r['article'], r['exit'], len(r['errors']),
                                             len(r['style_problems']), ','.join(r['failed_steps']) or '-')
        if chromium:
            c = r['chromium']
            line += '  | %d, %s' % (len(c['errors']), ','.join(c['failed_steps']) or '-')
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
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(results, f, indent=1, default=list)
    return 0


if __name__ == '__main__':
    sys.exit(main())
