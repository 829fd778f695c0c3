#!/usr/bin/env python3
"""Whole-process CPU time of builds against each other: alternating, medians, ratios in rounds.

    scripts/bench-startup-ab.py ROUNDS NAME=BINARY NAME=BINARY... [-- ARGS...]

Each round runs every build once (after one untimed warm-up run of each), with ARGS (default
`run --eval 1`: start-up alone). The CPU time is the child's user + system time (wait4), which
a busy machine disturbs far less than wall time. Prints each build's median CPU and wall time
and the median of its per-round CPU ratio to the first build.
"""
import os
import statistics
import subprocess
import sys
import time


def timed(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"{' '.join(command)} exited with status {status}")
    return (usage.ru_utime + usage.ru_stime) * 1000, (time.perf_counter() - start) * 1000


def main():
    arguments = sys.argv[1:]
    extra = ["run", "--eval", "1"]
    if "--" in arguments:
        extra = arguments[arguments.index("--") + 1:]
        arguments = arguments[:arguments.index("--")]
    rounds = int(arguments[0])
    builds = dict(argument.split("=", 1) for argument in arguments[1:])
    for binary in builds.values():
        timed([binary, *extra])
    cpu = {name: [] for name in builds}
    wall = {name: [] for name in builds}
    for _ in range(rounds):
        for name, binary in builds.items():
            c, w = timed([binary, *extra])
            cpu[name].append(c)
            wall[name].append(w)
    first = next(iter(builds))
    for name in builds:
        ratios = [c / f for c, f in zip(cpu[name], cpu[first])]
        print(f"{name:12} cpu {statistics.median(cpu[name]):7.1f} ms  wall {statistics.median(wall[name]):7.1f} ms  "
              f"cpu ratio to {first} {statistics.median(ratios):.3f}")


if __name__ == "__main__":
    main()
