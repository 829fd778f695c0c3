#!/usr/bin/env python3
"""Merge `webengine bench --only ... --partial-json FILE` runs into one set of medians.

    scripts/bench-merge.py RUN.json...

Samples of the same page and contender are pooled over the runs (each run alternates its
contenders round by round) and the medians printed as Markdown tables: the whole-process
post job (with the phases from the difference of medians), the warm post job beside the
peers, and the cold job by phase. Nothing is timed here.
"""
import json
import statistics
import sys
from collections import defaultdict


def fmt(value):
    if value is None:
        return ""
    return str(round(value)) if value >= 100 else "%.2f" % value


def main(paths):
    runs = [json.load(open(path)) for path in paths]
    process = defaultdict(lambda: defaultdict(list))
    round_ratios = defaultdict(list)
    warm_round_ratios = defaultdict(list)
    identical = defaultdict(lambda: True)
    peaks = defaultdict(list)
    warm = defaultdict(lambda: defaultdict(list))
    phases = defaultdict(lambda: defaultdict(lambda: defaultdict(list)))
    order = {}
    for run in runs:
        for result in run.get("wholeProcess", []):
            by_name = {contender["name"]: contender["runs"]["values"] for contender in result["contenders"]}
            if "WebEngine" in by_name and "domino" in by_name:
                # Each round runs the contenders one after the other: a ratio within a round
                # is less exposed to the machine's drift than a ratio of medians.
                round_ratios[result["page"]] += [peer / ours for ours, peer in zip(by_name["WebEngine"], by_name["domino"])]
            for contender in result["contenders"]:
                process[result["page"]][contender["name"]] += contender["runs"]["values"]
                if contender.get("identicalOutput") is False:
                    identical[result["page"]] = False
            if result.get("peakResidentMB"):
                peaks[result["page"]].append(result["peakResidentMB"])
        for result in run.get("warmPeers", []):
            by_name = {contender["name"]: contender["runs"]["values"] for contender in result["contenders"]}
            ours, peer = by_name.get("WebEngine (DOMParser)", []), by_name.get("domino", [])
            rounds = 1 if run.get("quick") else 3  # WebEngine's block and a domino process per round
            if ours and len(peer) >= rounds:
                chunk = lambda values, i: values[i * len(values) // rounds:(i + 1) * len(values) // rounds]
                warm_round_ratios[result["page"]] += [statistics.median(chunk(peer, i)) / statistics.median(chunk(ours, i)) for i in range(rounds)]
            for contender in result["contenders"]:
                warm[result["page"]][contender["name"]] += contender["runs"]["values"]
                if contender.get("identicalOutput") is False:
                    identical["warm " + result["page"]] = False
        for result in run.get("phases", []):
            if len(result["phases"]) >= len(order.get(result["page"], [])):
                order[result["page"]] = result["phases"]
            for contender in result["contenders"]:
                for phase, samples in contender["phases"].items():
                    phases[result["page"]][contender["name"]][phase] += samples["values"]
                if contender.get("identicalOutput") is False:
                    identical["phases " + result["page"]] = False

    med = lambda values: statistics.median(values) if values else None
    if process:
        print("| page | WebEngine | domino | jsdom | vs fastest peer | vs domino, per round | start-up | parse and build | job | serialize and print | peak MB | runs | same output |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        for page, contenders in process.items():
            m = {name: med(values) for name, values in contenders.items()}
            ours = m.get("WebEngine")
            peers = [m[p] for p in ("domino", "jsdom") if m.get(p)]
            start, parsed, job = m.get("WebEngine, start-up only"), m.get("WebEngine, page parsed"), m.get("WebEngine, job not serialized")
            cells = [fmt(start), fmt(parsed - start), fmt(job - parsed), fmt(ours - job)] if None not in (start, parsed, job) else ["", "", "", ""]
            print("| %s | %s | %s | %s | 1/%s | 1/%s | %s | %s | %d | %s |" % (
                page, fmt(ours), fmt(m.get("domino")), fmt(m.get("jsdom")), fmt(min(peers) / ours) if peers else "", fmt(med(round_ratios[page])),
                " | ".join(cells), fmt(med(peaks[page])), len(contenders["WebEngine"]), "yes" if identical[page] else "**no**"))
        print()
    if warm:
        print("| page | WebEngine (DOMParser) | WebEngine (loaded page) | domino | jsdom | vs domino | vs domino, per round | render flow | render / post job | same output |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for page, contenders in warm.items():
            m = {name: med(values) for name, values in contenders.items()}
            ours = m.get("WebEngine (DOMParser)")
            print("| %s | %s | %s | %s (%d) | %s (%d) | 1/%s | 1/%s | %s | %sx | %s |" % (
                page, fmt(ours), fmt(m.get("WebEngine (loaded page)")), fmt(m.get("domino")), len(contenders.get("domino", [])),
                fmt(m.get("jsdom")), len(contenders.get("jsdom", [])), fmt(m["domino"] / ours) if m.get("domino") else "",
                fmt(med(warm_round_ratios[page])),
                fmt(m.get("WebEngine render flow")), fmt(m["WebEngine render flow"] / ours) if m.get("WebEngine render flow") else "",
                "yes" if identical["warm " + page] else "**no**"))
        print()
    for page, contenders in phases.items():
        names = [name for name in ("WebEngine", "JS floor", "plain JS floor", "domino", "jsdom") if name in contenders]
        print("%s (rounds: %d)\n" % (page, len(contenders["WebEngine"].get("outerHTML", []))))
        print("| phase | " + " | ".join(names) + " | WebEngine / plain floor |")
        print("|---|" + "---|" * (len(names) + 1))
        for phase in order[page]:
            values = {name: med(contenders[name].get(phase, [])) for name in names}
            ours, plain = values.get("WebEngine"), values.get("plain JS floor")
            print("| %s | %s | %s |" % (phase, " | ".join(fmt(values[name]) for name in names),
                                        "%.1fx" % (ours / plain) if ours and plain else ""))
        print("| same output as `run` | " + " | ".join("yes" if identical["phases " + page] else "**no**" for _ in names) + " | |\n")


if __name__ == "__main__":
    main(sys.argv[1:])
