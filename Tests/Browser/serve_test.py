#!/usr/bin/env python3
"""Real-browser test of `navdocs serve`: headless Chromium through Selenium.

Starts `navdocs serve` on a free port against a small site in a temporary
folder, opens a page and checks that an edit reloads it, that a broken link
shows in the overlay with its position, that Dismiss hides the overlay, that a
clean build removes it, that a template that does not parse shows the failure
without reloading, and that SIGINT stops the server with status 0.

Usage: serve_test.py PATH_TO_NAVDOCS
"""

import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

from browser_support import REPOSITORY, check, exit_with_verdict, make_driver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SITE_YML = "title: Serve Test\nlanguages:\n  - code: en\n    label: English\n"


def start_server(navdocs, folder):
    process = subprocess.Popen(
        [navdocs, "serve", "--port", "0"], cwd=folder,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    found = {}

    def read_address():
        for line in process.stdout:
            if line.startswith("Serving at "):
                found["address"] = line.split()[2]
                return

    reader = threading.Thread(target=read_address, daemon=True)
    reader.start()
    reader.join(timeout=120)
    if "address" not in found:
        process.kill()
        sys.exit("navdocs serve did not print its address:\n" + process.stderr.read())
    return process, found["address"]


def overlay_text(driver):
    found = driver.find_elements(By.ID, "navdocs-overlay")
    return found[0].text if found else None


def main():
    navdocs = sys.argv[1]
    with tempfile.TemporaryDirectory() as temporary:
        folder = pathlib.Path(temporary)
        (folder / "content/en").mkdir(parents=True)
        (folder / "content/site.yml").write_text(SITE_YML)
        page = folder / "content/en/index.md"
        page.write_text("# Home\n\nFirst version.\n")
        shutil.copytree(REPOSITORY / "templates", folder / "templates")

        process, address = start_server(navdocs, folder)
        driver = make_driver()
        wait = WebDriverWait(driver, 30)
        try:
            print("serve: live reload and the diagnostics overlay")
            driver.get(address + "en/")
            check("First version." in driver.page_source, "the page is served")
            wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
            check(overlay_text(driver) is None, "a clean build shows no overlay")
            built = folder / "public/en/index.html"
            check("__navdocs" not in built.read_text(), "the page on disk has no reload script")

            driver.execute_script("window.beforeReload = true")
            page.write_text("# Home\n\nSecond version, see [x](nope.md).\n")
            wait.until(lambda d: "Second version" in d.find_element(By.TAG_NAME, "main").text)
            check(driver.execute_script("return window.beforeReload === undefined"), "an edit reloads the page")
            wait.until(lambda d: overlay_text(d))
            text = overlay_text(driver)
            check("content/en/index.md:3:" in text and "error:" in text and "broken link" in text,
                  f"the overlay shows the broken link with its position ({text!r})")

            driver.find_element(By.CSS_SELECTOR, "#navdocs-overlay button").click()
            check(overlay_text(driver) is None, "Dismiss hides the overlay")

            page.write_text("# Home\n\nThird version.\n")
            wait.until(lambda d: "Third version" in d.find_element(By.TAG_NAME, "main").text)
            check(overlay_text(driver) is None, "a clean rebuild shows no overlay")

            driver.execute_script("window.beforeFailure = true")
            (folder / "templates/page.mustache").write_text("{{#broken}}\n")
            wait.until(lambda d: overlay_text(d))
            text = overlay_text(driver)
            check("previous build" in text and "templates/page.mustache:2:2: error: invalid template" in text,
                  f"a failed build shows its failure in the overlay ({text!r})")
            check(driver.execute_script("return window.beforeFailure === true"), "a failed build does not reload the page")

            errors = [e["message"] for e in driver.get_log("browser")
                      if e["level"] == "SEVERE" and "nope.md" not in e["message"]]
            check(not errors, f"no console errors {errors if errors else ''}")
        finally:
            driver.quit()
            process.send_signal(signal.SIGINT)
            try:
                status = process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                status = None
            check(status == 0, f"SIGINT stops the server with status 0 (got {status})")

    exit_with_verdict("serve")


if __name__ == "__main__":
    main()
