#!/usr/bin/env python3
"""Corpus-run throughput and memory (docs/benchmarks.md, "Corpus runs").

Generates distinct e-mails of about 50 KB each (nested tables, inline styles, tracked links,
images, quoted replies and embeds, varied per message), then measures with a release build:
  - the warm render time of one engine (`webengine soak --page`, the post strategy);
  - a corpus run over every message on one engine (--jobs 1) and on two (--jobs 2), outputs
    written, so the time per document and the second core's gain can be set beside it;
  - with --memory N, resident memory sampled over a run of N documents (the messages listed
    again through links to their folder);
  - with --webkit N, N messages on the WebKit engine with screenshots, two engines.

Usage: scripts/corpus-bench.py [--messages 10000] [--memory 100000] [--webkit 200]
       [--engine .build/release/webengine]
"""
import argparse, json, os, random, re, subprocess, sys, tempfile, threading, time


def message(number, target=50 * 1024):
    rng = random.Random(number)
    width = rng.choice([560, 600, 640])
    parts = ['<!DOCTYPE html><html><head><meta charset="utf-8"><title>Letter %d</title>'
             '<style>td { font-family: Arial, sans-serif } .muted { color: #777 }</style></head><body>' % number,
             '<table width="100%%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center">'
             '<table width="%d" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-collapse:collapse">\n' % width]
    size, unit = sum(len(p) for p in parts), 0
    while size < target:
        unit += 1
        image = rng.choice([120, 280, 560, 600, 900])
        words = " ".join(rng.choice(["news", "offer", "update", "week", "reader", "story", "team", "launch", "notes", "event"]) for _ in range(rng.randint(8, 30)))
        block = ('<tr><td style="padding:12px 24px;font-size:%dpx;line-height:22px;color:#333">'
                 '<font face="Arial">%d. %s, with <a href="https://click.mail.example/t?u=%d&amp;m=%d" style="color:#06c">a link</a> '
                 'and <a href="/unsubscribe/%d">another</a>.</font></td></tr>\n'
                 '<tr><td align="center" style="padding:0 24px"><img src="https://img.mail.example/%d/%d.png" width="%d" height="%d" '
                 'style="display:block;border:0" alt=""></td></tr>\n') % (rng.choice([14, 15, 16]), unit, words, unit, number, number, number, unit, image, image // 2)
        if rng.random() < 0.04:
            block += ('<tr><td><blockquote type="cite"><div>On Monday %d wrote:</div><div class="muted">An earlier message, %d.</div>'
                      '</blockquote></td></tr>\n') % (number, unit)
        if rng.random() < 0.03:
            block += '<tr><td><iframe src="https://www.youtube.com/embed/m%d-%d" width="560" height="315"></iframe></td></tr>\n' % (number, unit)
        if rng.random() < 0.05:
            block += '<tr><td><img src="https://t.mail.example/open/%d.gif" width="1" height="1" alt=""></td></tr>\n' % number
        parts.append(block)
        size += len(block)
    parts.append('</table>\n</td></tr></table></body></html>\n')
    return "".join(parts)


def timed(command, sample_memory=False):
    """Runs a command; returns (seconds, peak resident MB, samples of (seconds, MB), stdout)."""
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    samples, peak = [], 0.0
    output = []
    reader = threading.Thread(target=lambda: output.append(process.stdout.read()))
    reader.start()
    while process.poll() is None:
        try:
            with open("/proc/%d/status" % process.pid) as status:
                rss = int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1)) / 1024
            peak = max(peak, rss)
            if sample_memory:
                samples.append((time.monotonic() - started, rss))
        except (OSError, AttributeError):
            pass
        time.sleep(1.0 if sample_memory else 0.05)
    reader.join()
    return time.monotonic() - started, peak, samples, "".join(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--messages", type=int, default=10000)
    parser.add_argument("--memory", type=int, default=0, help="documents for the memory run (0: none)")
    parser.add_argument("--webkit", type=int, default=0, help="documents for the WebKit run with screenshots (0: none)")
    parser.add_argument("--engine", default=".build/release/webengine")
    parser.add_argument("--no-fast", action="store_true", help="skip the fast engine's warm and corpus runs")
    parser.add_argument("--webkit-kb", type=int, default=50, help="the size of the WebKit run's messages, in KB")
    arguments = parser.parse_args()
    engine = os.path.abspath(arguments.engine)
    work = tempfile.mkdtemp(prefix="webengine-corpus-bench-")
    corpus = os.path.join(work, "mail")
    os.makedirs(corpus)
    for number in range(arguments.messages):
        with open(os.path.join(corpus, "m%05d.html" % number), "w") as file:
            file.write(message(number))
    sizes = [os.path.getsize(os.path.join(corpus, name)) for name in os.listdir(corpus)]
    print("corpus: %d messages, %.1f KB on average, in %s" % (len(sizes), sum(sizes) / len(sizes) / 1024, corpus))
    base = ["--base-url", "https://blog.example/posts/soak"]

    if not arguments.no_fast:
        fast_runs(engine, corpus, work, base, arguments.messages)
    if arguments.memory:
        memory_run(engine, corpus, work, base, arguments)
    if arguments.webkit:
        webkit_run(engine, work, base, arguments.webkit, arguments.webkit_kb)


def fast_runs(engine, corpus, work, base, messages):
    soak = subprocess.run([engine, "soak", "--page", os.path.join(corpus, "m00000.html"), "--renders", "3000"], capture_output=True, text=True, check=True).stdout
    warm = float(re.search(r"\(([\d.]+) ms each\)", soak).group(1))
    print("warm render, one engine (soak, 3000 renders of one message): %.2f ms" % warm)

    rows = {}
    for jobs in (1, 2):
        out = os.path.join(work, "run-%d" % jobs)
        seconds, peak, _, _ = timed([engine, "render", corpus, "--jobs", str(jobs), "--out", out] + base)
        rows[jobs] = (seconds, peak)
        print("corpus run, --jobs %d: %.1f s, %.2f ms per document, %.1f documents/s, peak %.0f MB"
              % (jobs, seconds, seconds * 1000 / messages, messages / seconds, peak))
    one = rows[1][0] * 1000 / messages
    print("one engine: %.2fx the warm render time per document (target at most 1.2x)" % (one / warm))
    print("two engines: %.2fx one engine's throughput (target at least 1.8x)" % (rows[1][0] / rows[2][0]))


def memory_run(engine, corpus, work, base, arguments):
    links = os.path.join(work, "copies")
    os.makedirs(links)
    copies = (arguments.memory + arguments.messages - 1) // arguments.messages
    listing = os.path.join(work, "list.txt")
    with open(listing, "w") as file:
        for copy in range(copies):
            os.symlink(corpus, os.path.join(links, str(copy)))
            for number in range(arguments.messages):
                if copy * arguments.messages + number < arguments.memory:
                    file.write("%s/%d/m%05d.html\n" % (links, copy, number))
    seconds, peak, samples, _ = timed([engine, "render", "--files-from", listing, "--jobs", "2"] + base, sample_memory=True)
    settled = [mb for at, mb in samples if at > seconds * 0.1]
    quarter = max(1, len(settled) // 4)
    print("memory over %d documents (--jobs 2, %.0f s): after warm-up %.0f MB, first quarter median %.0f MB, last quarter median %.0f MB, peak %.0f MB"
          % (arguments.memory, seconds, settled[0] if settled else 0, sorted(settled[:quarter])[quarter // 2] if settled else 0,
             sorted(settled[-quarter:])[quarter // 2] if settled else 0, peak))


def webkit_run(engine, work, base, count, kilobytes):
    corpus = os.path.join(work, "webkit-mail")
    os.makedirs(corpus)
    listing = os.path.join(work, "webkit.txt")
    with open(listing, "w") as file:
        for number in range(count):
            path = os.path.join(corpus, "m%05d.html" % number)
            with open(path, "w") as page:
                page.write(message(number, kilobytes * 1024))
            file.write(path + "\n")
    out = os.path.join(work, "webkit")
    seconds, peak, _, _ = timed([engine, "render", "--files-from", listing, "--engine", "webkit", "--screenshots", "--jobs", "2", "--out", out] + base)
    shots = sum(len(files) for _, _, files in os.walk(os.path.join(out, "screenshots")))
    heights = sorted(json.loads(line)["contentHeight"] for line in open(os.path.join(out, "results.jsonl")))
    print("WebKit engine with screenshots, --jobs 2, %d KB messages (median height %.0f px): %d documents in %.1f s, %.1f documents/s (target at least 10), %d screenshots"
          % (kilobytes, heights[len(heights) // 2], count, seconds, count / seconds, shots))


if __name__ == "__main__":
    main()
