"""What the real-browser tests share: checks that report and count failures,
building a site with navdocs, headless Chromium, and a throwaway HTTP server."""

import functools
import http.server
import pathlib
import shutil
import subprocess
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
FAILURES = []
# axe-core 4.10, which `make browser-deps` downloads.
AXE_SCRIPT = REPOSITORY / ".build/browser-deps/axe_selenium_python/node_modules/axe-core/axe.min.js"


def check(condition, message):
    """Prints one check's verdict; a failure is remembered, and the run goes on."""
    print(f"  {'ok  ' if condition else 'FAIL'} {message}")
    if not condition:
        FAILURES.append(message)


def exit_with_verdict(what):
    """Ends the script: status 1 when any check failed."""
    if FAILURES:
        print(f"\n{len(FAILURES)} {what} check(s) failed")
        sys.exit(1)
    print(f"all {what} checks passed")


def build_site(navdocs, content, output):
    result = subprocess.run(
        [navdocs, "build", "--content", str(content), "--templates", str(REPOSITORY / "templates"),
         "--output", str(output)],
        capture_output=True, text=True,
    )
    if result.returncode != 0:
        sys.exit(f"navdocs build failed for {content}:\n{result.stderr}")


def make_driver(javascript=True, window_size=None):
    """Headless Chromium that keeps the console log; pages may also be opened from disk."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--allow-file-access-from-files"):
        options.add_argument(argument)
    if window_size:
        options.add_argument(f"--window-size={window_size[0]},{window_size[1]}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if binary:
        options.binary_location = binary
    driver_path = shutil.which("chromedriver")
    service = Service(executable_path=driver_path) if driver_path else Service()
    return webdriver.Chrome(options=options, service=service)


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def serve(folder):
    """Serves folder on a free port of 127.0.0.1 until the script ends."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def serious_axe_violations(driver, selector=None):
    """axe-core's serious and critical violations as the page is now, in the element that
    selector finds or the whole document: `id (count)` each."""
    driver.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "var context = arguments[0] ? document.querySelector(arguments[0]) : document;"
        "axe.run(context, {resultTypes: ['violations']}).then(function (r) {"
        "  done(r.violations.filter(function (v) { return v.impact === 'serious' || v.impact === 'critical'; })"
        "    .map(function (v) { return v.id + ' (' + v.nodes.length + ')'; })); });", selector)
