#!/usr/bin/env python3
"""The warm post job, builds against each other: alternating, ratios within rounds.

    scripts/bench-warm-ab.py ROUNDS NAME=BINARY NAME=BINARY... [--pages dense-50kb,dense-1mb]

Each round runs every build once per page: one `webengine run` process that parses the page
with DOMParser and runs Benchmarks/post-job.js (post-job.js's postJob, serialized) N/2 times
untimed and N times timed (200 at 50 KB, 15 at 1 MB), printing the mean. The pages are the
benchmark's (`webengine bench` writes them to $TMPDIR/webengine-bench/). Prints each build's
median and its per-round ratio to the first build. Run from the repository root.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile


# The engine's own JavaScriptCore option since session 30, given to every build, so that older
# builds compare on equal terms.
ENVIRONMENT = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/"),
               "JSC_forceCodeBlockLiveness": "true"}


def main():
    rounds = int(sys.argv[1])
    args = sys.argv[2:]
    pages = ["dense-50kb", "article-50kb", "dense-1mb"]
    if "--pages" in args:
        pages = args[args.index("--pages") + 1].split(",")
        del args[args.index("--pages"):args.index("--pages") + 2]
    builds = dict(arg.split("=", 1) for arg in args)
    folder = os.path.join(tempfile.gettempdir(), "webengine-bench")
    scripts = {}
    for page in pages:
        script = os.path.join(folder, page + ".page.js")
        with open(os.path.join(folder, page + ".html")) as html, open(script, "w") as out:
            out.write("var benchPage = " + json.dumps(html.read()) + ";\n")
        scripts[page] = script
    results = {}
    for _ in range(rounds):
        for page in pages:
            n = 15 if "mb" in page else 200
            job = ("(() => { const job = () => postJob(new DOMParser().parseFromString(benchPage, 'text/html')); "
                   "for (let i = 0; i < %d; i++) job(); const t = Date.now(); for (let i = 0; i < %d; i++) job(); "
                   "return (Date.now() - t) / %d; })()") % (n // 2, n, n)
            for name, binary in builds.items():
                out = subprocess.run([binary, "run", "--timeout", "600", "--script", scripts[page], "--script", "Benchmarks/post-job.js", "--eval", job],
                                     capture_output=True, text=True, check=True, env=ENVIRONMENT)
                results.setdefault(page, {}).setdefault(name, []).append(float(out.stdout.strip()))
    first = next(iter(builds))
    for page, by in results.items():
        print(page + ": " + ", ".join("%s %.2f ms (x%.3f per round)" % (name, statistics.median(values),
              statistics.median([b / a for a, b in zip(by[first], values)])) for name, values in by.items()))


if __name__ == "__main__":
    main()
