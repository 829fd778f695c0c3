#!/usr/bin/env python3
"""Sums JavaScriptCore sampling-profiler output (WEBENGINE_JS_PROFILE=<file>) by function.

    WEBENGINE_JS_PROFILE=/tmp/p1.json JSC_sampleInterval=50 webengine run --html page.html ...
    python3 scripts/js-profile.py /tmp/p1.json [/tmp/p2.json ...] [--top 30]

Several files (runs of the same command) add up. "self" counts samples whose innermost
frame is the function at that line; "inclusive" counts samples with it anywhere on the stack.
"""
import argparse
import collections
import json


def frame_name(frame, sources):
    line = frame.get('line')
    line = '' if line in (None, 4294967295) else f':{line}'
    source = sources.get(frame.get('sourceID'), 'native').split('/')[-1]
    return f"{frame.get('name') or '(anonymous)'} {source}{line}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('files', nargs='+')
    parser.add_argument('--top', type=int, default=30)
    args = parser.parse_args()
    own, anywhere, tiers = collections.Counter(), collections.Counter(), collections.Counter()
    total = 0
    for path in args.files:
        with open(path) as file:
            profile = json.load(file)
        # Source ids are per process: resolve each file's frames against its own table.
        sources = {s.get('sourceID'): s.get('url') or '?' for s in profile.get('sources', []) if isinstance(s, dict)}
        for trace in profile.get('traces', []):
            total += 1
            frames = trace.get('frames') or []
            if not frames:
                own['(no JavaScript frame)'] += 1
                continue
            own[frame_name(frames[0], sources)] += 1
            tiers[frames[0].get('category')] += 1
            for name in {frame_name(f, sources) for f in frames}:
                anywhere[name] += 1
    if total == 0:
        raise SystemExit('no samples: was WEBENGINE_JS_PROFILE set, and did the process exit normally?')
    print(f'{total} samples; innermost frame by tier: ' + ', '.join(f'{k} {v}' for k, v in tiers.most_common()))
    for title, counter in (('self', own), ('inclusive', anywhere)):
        print(f'--- {title}')
        for name, count in counter.most_common(args.top):
            print(f'{count * 100 / total:5.1f}%  {name}')


if __name__ == '__main__':
    main()
