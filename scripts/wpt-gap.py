#!/usr/bin/env python3
"""The gap to a peer: the subtests the peer passes that the engine does not, over the subtests
the peer passes, per folder, outside frame-dependent files (and those files' counts beside).

    scripts/wpt.sh WPT_DIR --results /tmp/engine.jsonl
    scripts/wpt.sh WPT_DIR --peer chromium --results /tmp/chromium.jsonl
    scripts/wpt.sh WPT_DIR --peer jsdom --results /tmp/jsdom.jsonl
    scripts/wpt-gap.py WPT_DIR /tmp/chromium.jsonl /tmp/engine.jsonl [/tmp/jsdom.jsonl] [--list]

A file is frame-dependent when its page, or a script it loads from the checkout, makes a frame
or a window (<iframe, <frame, createElement("iframe"), contentWindow, contentDocument,
window.open(, frames[). Subtests are matched by name, file by file; where a file names subtests
after the page's own nodes (Range-selectNode), a passing subtest the other side does not name
makes up for one it misses. --list prints each subtest the peer passes and the engine does not.
"""
import collections
import json
import pathlib
import re
import sys

FRAME = re.compile(r'''<iframe|<frame\b|<frameset|createElement\(\s*["'](?:i?frame)["']|contentWindow|contentDocument|window\.open\(|\bframes\[|\.frames\b|create_iframe|with_iframe|createIframe''', re.I)
SOURCE = re.compile(r'''<script[^>]*\bsrc\s*=\s*["']?([^"' >]+)|META:\s*script=(\S+)''', re.I)


def uses_frames(wpt, relative, cache={}):
    if relative in cache:
        return cache[relative]
    seen, pending, found = set(), [wpt / relative], False
    while pending and not found:
        path = pending.pop()
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        text = path.read_text(errors='replace')
        if FRAME.search(text):
            found = True
            break
        for match in SOURCE.finditer(text):
            source = match.group(1) or match.group(2)
            target = ((wpt / source.lstrip('/')) if source.startswith('/') else (path.parent / source)).resolve()
            if str(target).startswith(str(wpt)) and target.suffix == '.js' and not target.name.startswith(('testharness', 'idlharness', 'WebIDLParser')):
                pending.append(target)
    cache[relative] = found
    return found


def load(path):
    results = collections.defaultdict(dict)
    for line in open(path, encoding='utf-8'):
        entry = json.loads(line)
        results[entry['path']][entry['name']] = entry['pass']
    return results


def main():
    arguments = [a for a in sys.argv[1:] if a != '--list']
    if len(arguments) < 3:
        sys.exit(__doc__)
    wpt = pathlib.Path(arguments[0]).resolve()
    peer, engine = load(arguments[1]), load(arguments[2])
    other = load(arguments[3]) if len(arguments) > 3 else {}
    folder = lambda path: '/'.join(path.split('/')[:-1][:3])
    rows = collections.defaultdict(lambda: [0] * 6)  # peer passes, engine's, other's; the same in frame files
    for path, tests in peer.items():
        base = 3 if uses_frames(wpt, path) else 0
        row = rows[folder(path)]
        for column, results in ((1, engine), (2, other)):
            theirs = results.get(path, {})
            unnamed = sum(1 for name, ok in tests.items() if ok and name not in theirs)
            extra = sum(1 for name, ok in theirs.items() if ok and name not in tests)
            row[base + column] += min(unnamed, extra)
        for name, ok in tests.items():
            if ok:
                row[base] += 1
                row[base + 1] += bool(engine.get(path, {}).get(name))
                row[base + 2] += bool(other.get(path, {}).get(name))
    print(f"{'folder':32} {'peer':>7} {'engine':>7} {'gap':>6} {'gap%':>6} {'other':>7} | frames: {'peer':>6} {'engine':>6} {'other':>6}")
    total = [0] * 6
    for name in sorted(rows) + ['all']:
        row = total if name == 'all' else rows[name]
        if name != 'all':
            total = [a + b for a, b in zip(total, row)]
        print(f"{name:32} {row[0]:7} {row[1]:7} {row[0] - row[1]:6} {100 * (row[0] - row[1]) / max(row[0], 1):6.2f} {row[2]:7} | {row[3]:14} {row[4]:6} {row[5]:6}")
    if '--list' in sys.argv:
        for path, tests in sorted(peer.items()):
            if not uses_frames(wpt, path):
                for name, ok in tests.items():
                    if ok and not engine.get(path, {}).get(name):
                        print(f"missing {path} :: {name}")


if __name__ == '__main__':
    main()
