#!/usr/bin/env python3
"""Compares the engine's content height estimate with Chromium's layout at a 375 px viewport.

For each golden page (Tests/DOMShimTests/Goldens/NAME.html, after NAME.js), the bottom of
Chromium's laid-out body content is read with the viewport emulated at 375 px wide, and the
engine's contentHeight comes from `webengine run --format json`. Prints a table and the
median and worst relative error. Needs chromium, chromium-driver and selenium.

    python3 scripts/measure-content-height.py [path/to/webengine] [--engine webkit]

With --engine webkit the heights come from the WebKit engine (real WebKitGTK layout) instead
of the fast engine's estimate.
"""
import json
import pathlib
import statistics
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parent.parent
GOLDENS = ROOT / "Tests" / "DOMShimTests" / "Goldens"
WIDTH = 375


def main(webengine, engine="fast"):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": 640, "deviceScaleFactor": 1, "mobile": False})
    rows = []
    try:
        for page in sorted(p for p in GOLDENS.glob("*.html") if not p.name.endswith(".expected.html")):
            script = page.with_suffix(".js")
            driver.get(page.as_uri())
            if script.exists():
                driver.execute_script(script.read_text())
            # Where the content ends (plus the body's bottom margin): <html> itself is stretched
            # to the viewport in quirks mode and on short pages.
            chromium = driver.execute_script(
                "const r = document.createRange(); r.selectNodeContents(document.body);"
                "return Math.ceil(r.getBoundingClientRect().bottom + 8)")
            command = [webengine, "run", "--engine", engine, "--html", str(page), "--format", "json"]
            if script.exists():
                command += ["--script", str(script)]
            report = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
            ours = report["contentHeight"]
            rows.append((page.stem, chromium, ours, abs(ours - chromium) / max(chromium, 1)))
    finally:
        driver.quit()
    print(f"| page | Chromium (px) | estimate (px) | error |\n|---|---|---|---|")
    for name, chromium, ours, error in rows:
        print(f"| {name} | {chromium:.0f} | {ours:.0f} | {error * 100:.0f}% |")
    errors = [r[3] for r in rows]
    print(f"\nmedian error {statistics.median(errors) * 100:.0f}%, 90th percentile "
          f"{sorted(errors)[int(len(errors) * 0.9)] * 100:.0f}%, worst {max(errors) * 100:.0f}% over {len(rows)} pages")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    engine = "fast"
    if "--engine" in arguments:
        at = arguments.index("--engine")
        engine = arguments[at + 1]
        del arguments[at:at + 2]
    main(arguments[0] if arguments else str(ROOT / ".build" / "debug" / "webengine"), engine)
