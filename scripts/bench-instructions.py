#!/usr/bin/env python3
"""Builds against each other by instructions executed, not time: figures that do not move
with the machine's load (a shared VM's times move by a third from one minute to the next).

    scripts/bench-instructions.py NAME=BINARY NAME=BINARY... [--pages dense-50kb,article-50kb]
                                  [--what warm,cold,startup,render]

Runs each build under valgrind's cachegrind (`apt-get install valgrind`) with JavaScriptCore's
JIT and collector made synchronous (JSC_useConcurrentJIT=false, JSC_useConcurrentGC=false), so
that a run executes the same instructions every time (two runs differ by under 1%):
- warm: the post job (Benchmarks/post-job.js on a DOMParser document, serialized) 60 and 160
  times in one process; the difference over 100 is the instructions per warm job (from the
  60th job on: before it, the tier-up compiles of new code still count, up to 3% of a job);
- cold: one `webengine run --html PAGE` process running the post job once, start-up included;
- startup: `webengine run --eval 1`;
- render: `webengine soak --page PAGE` with 10 and 30 renders; the difference over 20 is
  the instructions per warm render (render's whole flow: compose, load, strategy, height).
Instructions include the JIT's compiles (on the thread that needs them) and the collector's
work. They are not time: memory stalls and the second core do not show. Use them to tell
whether a change does less work, and time (bench-warm-ab.py, make bench) for what it saves.
Pages are the benchmark's (`webengine bench` writes them to $TMPDIR/webengine-bench/).
Run from the repository root.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

# (Polling traps: JavaScriptCore's signal-based ones stop optimized code with an instruction
# valgrind cannot run on some machines (AMD EPYC), killing most runs part-way. Code kept alive:
# JavaScriptCore throws away compiled code by its age in wall time, which valgrind stretches
# fifty-fold, so builds before the engine set both options would recompile by the clock.)
ENVIRONMENT = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/"),
               "JSC_useConcurrentJIT": "false", "JSC_useConcurrentGC": "false", "JSC_usePollingTraps": "true",
               "JSC_forceCodeBlockLiveness": "true"}


def instructions(binary, arguments):
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--smc-check=all-non-file",
               "--cachegrind-out-file=/dev/null", binary] + arguments
    run = subprocess.run(command, capture_output=True, text=True, env=ENVIRONMENT)
    output = run.stderr
    found = re.search(r"I\s+refs:\s+([\d,]+)", output)
    if run.returncode != 0 or not found:
        raise SystemExit("no instruction count from: " + " ".join(command) + "\n" + output[-2000:])
    return int(found.group(1).replace(",", ""))


def warm_job(count):
    return ("(() => { const job = () => postJob(new DOMParser().parseFromString(benchPage, 'text/html')); "
            "for (let i = 0; i < %d; i++) job(); return 1; })()" % count)


def measure(binary, what, page, folder):
    if what == "startup":
        return instructions(binary, ["run", "--eval", "1"])
    html = os.path.join(folder, page + ".html")
    if what == "cold":
        return instructions(binary, ["run", "--timeout", "600", "--html", html, "--script", "Benchmarks/post-job.js",
                                     "--eval", "postJob(document).length"])
    if what == "render":
        runs = [instructions(binary, ["soak", "--page", html, "--renders", str(n)]) for n in (10, 30)]
        return (runs[1] - runs[0]) / 20
    script = os.path.join(folder, page + ".page.js")
    runs = [instructions(binary, ["run", "--timeout", "600", "--script", script, "--script", "Benchmarks/post-job.js",
                                  "--eval", warm_job(n)]) for n in (60, 160)]
    return (runs[1] - runs[0]) / 100


def main():
    args = sys.argv[1:]
    options = {"--pages": "dense-50kb,article-50kb", "--what": "warm"}
    for name in options:
        if name in args:
            options[name] = args[args.index(name) + 1]
            del args[args.index(name):args.index(name) + 2]
    builds = dict(arg.split("=", 1) for arg in args)
    folder = os.path.join(tempfile.gettempdir(), "webengine-bench")
    pages = options["--pages"].split(",")
    for page in pages:
        with open(os.path.join(folder, page + ".html")) as html, open(os.path.join(folder, page + ".page.js"), "w") as out:
            out.write("var benchPage = " + json.dumps(html.read()) + ";\n")
    first = next(iter(builds))
    for what in options["--what"].split(","):
        for page in (["-"] if what == "startup" else pages):
            counts = {name: measure(binary, what, page, folder) for name, binary in builds.items()}
            unit = {"warm": "per job", "render": "per render"}.get(what, "per process")
            print("%s %s: " % (what, page) + ", ".join("%s %.2f M %s (x%.3f)" % (name, count / 1e6, unit, count / counts[first])
                                                    for name, count in counts.items()))


if __name__ == "__main__":
    main()
