#!/usr/bin/env python3
"""The warm post job beside what no DOM on this stack can go below, page by page.

    scripts/warm-floors.py ROUNDS WEBENGINE [--pages r-toast,dense-50kb,...]

For each page, in alternating rounds (medians printed), four warm figures in ms per job:
- MyHTML alone: Benchmarks/floor/myhtml-parse.c (built here with cc; needs libmodest-dev),
  the HTML5 parse every job starts with, nothing after it;
- the plain-object job: Benchmarks/floor/plain-job.js's phases on plain JavaScript objects
  (the page's tree as JSON, parsed and built, the job, serialized) in WEBENGINE's JavaScriptCore,
  warm: what JavaScriptCore allows for the job with no DOM at all;
- WebEngine's warm job (as scripts/bench-warm-ab.py runs it);
- domino's warm job (Benchmarks/peers/warm.js, Node with Debian's node-domino).
Then issue #32's warm budget (a quarter of domino's time) and the share of it that MyHTML and
the plain-object job take together: a DOM cannot cost less than their sum. Pages are
$TMPDIR/webengine-bench/NAME.html (`webengine bench` writes the generated ones; copy others
there). Run from the repository root.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

TIME_PLAIN = """(() => {
    const once = () => { for (const [, phase] of benchPhases) phase(); return benchPhases.output; };
    for (let i = 0; i < %(n)d; i++) once();
    const start = Date.now();
    for (let i = 0; i < %(n)d; i++) once();
    return (Date.now() - start) / %(n)d;
})()"""
TIME_JOB = ("(() => { const job = () => postJob(new DOMParser().parseFromString(benchPage, 'text/html')); "
            "for (let i = 0; i < %(warm)d; i++) job(); const start = Date.now(); for (let i = 0; i < %(n)d; i++) job(); "
            "return (Date.now() - start) / %(n)d; })()")


def run(command, env=None):
    return subprocess.run(command, capture_output=True, text=True, check=True, env=env).stdout


def main():
    args = sys.argv[1:]
    pages = ["r-toast", "dense-50kb", "article-50kb"]
    if "--pages" in args:
        pages = args[args.index("--pages") + 1].split(",")
        del args[args.index("--pages"):args.index("--pages") + 2]
    rounds, webengine = int(args[0]), os.path.abspath(args[1])
    folder = os.path.join(tempfile.gettempdir(), "webengine-bench")
    scratch = tempfile.mkdtemp(prefix="warm-floors-")
    parser = os.path.join(scratch, "myhtml-parse")
    subprocess.run(["cc", "-O2", "-o", parser, "Benchmarks/floor/myhtml-parse.c", "-lmodest", "-lm"], check=True)
    plain = os.path.join(scratch, "plain.js")
    node_env = {**os.environ, "NODE_PATH": "/usr/share/nodejs"}
    results = {page: {"myhtml": [], "plain": [], "webengine": [], "domino": []} for page in pages}
    for _ in range(rounds):
        for page in pages:
            html = os.path.join(folder, page + ".html")
            large = os.path.getsize(html) > 400_000
            results[page]["myhtml"].append(float(run([parser, html, "60" if large else "400"])))
            with open(plain, "w") as file:
                file.write(TIME_PLAIN % {"n": 20 if large else 300})
            # (A page's own scripts may fail outside its app: the tree is what loading left.)
            out = subprocess.run([webengine, "run", "--timeout", "600", "--html", html, "--script", "Benchmarks/floor/plain-tree.js",
                                  "--script", "Benchmarks/floor/plain-job.js", "--script", plain], capture_output=True, text=True)
            results[page]["plain"].append(float(out.stdout.split()[0]))
            script = os.path.join(scratch, page + ".page.js")
            with open(html) as source, open(script, "w") as out_file:
                out_file.write("var benchPage = " + json.dumps(source.read()) + ";\n")
            n = 15 if large else 200
            out = run([webengine, "run", "--timeout", "600", "--script", script, "--script", "Benchmarks/post-job.js",
                       "--eval", TIME_JOB % {"warm": n // 2, "n": n}])
            results[page]["webengine"].append(float(out.strip()))
            out = run(["node", "Benchmarks/peers/warm.js", "domino", html, "5" if large else "20", "15" if large else "60", "30"], env=node_env)
            results[page]["domino"].append(statistics.median(json.loads(out)["samples"]))
    shutil.rmtree(scratch)
    print("| page | MyHTML alone | plain-object job | WebEngine | domino | WebEngine / domino | budget (domino / 4) | MyHTML + plain, of the budget |")
    print("|---|---|---|---|---|---|---|---|")
    for page in pages:
        m = {key: statistics.median(values) for key, values in results[page].items()}
        floor = m["myhtml"] + m["plain"]
        print(f"| {page} | {m['myhtml']:.2f} | {m['plain']:.2f} | {m['webengine']:.2f} | {m['domino']:.2f} | "
              f"1/{m['domino'] / m['webengine']:.2f} | {m['domino'] / 4:.2f} | {floor / (m['domino'] / 4) * 100:.0f}% |")


if __name__ == "__main__":
    main()
