#!/usr/bin/env python3
"""Writes the expected output of each golden DOM case with a real browser.

For every NAME.html in Tests/DOMShimTests/Goldens/, headless Chromium loads the page from a
file URL, runs NAME.js if present, lets timers and microtasks settle, and saves
document.documentElement.outerHTML as NAME.expected.html. The outputs are committed, so CI
needs no browser. Needs Debian's chromium and chromium-driver, and selenium from PyPI.

    python3 scripts/make-goldens.py [NAME ...]
"""
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

GOLDENS = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "DOMShimTests" / "Goldens"


def main(names):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        pages = sorted(GOLDENS.glob("*.html"))
        pages = [p for p in pages if not p.name.endswith(".expected.html")]
        if names:
            pages = [p for p in pages if p.stem in names]
        for page in pages:
            driver.get(page.as_uri())
            script = page.with_suffix(".js")
            if script.exists():
                driver.execute_script(script.read_text())
            # Let timers and microtasks the page or script queued run, as the engine does.
            driver.execute_async_script("const done = arguments[0]; setTimeout(done, 50);")
            html = driver.execute_script("return document.documentElement.outerHTML")
            page.with_name(page.stem + ".expected.html").write_text(html + "\n")
            print(f"{page.stem}: {len(html)} characters")
    finally:
        driver.quit()


if __name__ == "__main__":
    main(set(sys.argv[1:]))
