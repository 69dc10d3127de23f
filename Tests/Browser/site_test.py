#!/usr/bin/env python3
"""Real-browser test of a built site: headless Chromium through Selenium.

Builds the bundled content and the golden fixture site with the navdocs binary,
then loads every page from disk (file://) and over HTTP, and checks that no page
logs a console error, that the landing page redirects, that search finds pages
and its results lead to them, that the language switcher works, that the migration page\nis at most 15 screens tall with its navigation in reach, and that axe-core 4.x finds\nno serious or critical violation on any page in light or dark mode.

Usage: site_test.py PATH_TO_NAVDOCS
"""

import os
import pathlib
import shutil
import sys
import tempfile

from browser_support import (AXE_SCRIPT, REPOSITORY, build_site, check, console_errors, exit_with_verdict, make_driver,
                             serious_axe_violations, serve)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as conditions
from selenium.webdriver.support.ui import WebDriverWait

def pages_of(site):
    return sorted(path.relative_to(site).as_posix() for path in site.rglob("*.html"))


def check_pages_without_console_errors(driver, site, base, label):
    print(f"{label}: every page loads without console errors")
    for page in pages_of(site):
        if page == "404.html" and base.startswith("file:"):
            continue  # 404.html links from the base URL; only a server answers it.
        driver.get_log("browser")
        driver.get(base + page)
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        errors = console_errors(driver)
        check(not errors, f"{page}: no console errors {errors if errors else ''}")


def search(driver, query):
    box = driver.find_element(By.CSS_SELECTOR, ".search-input")
    box.clear()
    box.send_keys(query)
    WebDriverWait(driver, 10).until(
        conditions.visibility_of_element_located((By.CSS_SELECTOR, ".search-results li"))
    )
    return driver.find_elements(By.CSS_SELECTOR, ".search-results li a")


def check_search(driver, base, label, suffix):
    print(f"{label}: search finds pages and leads to them")
    driver.get(base + "en/index.html")
    results = search(driver, "basics")
    titles = [result.text.split("\n")[0] for result in results]
    check(titles[:1] == ["Basics"], f"searching 'basics' lists Basics first (got {titles})")
    if results:
        results[0].click()
        WebDriverWait(driver, 10).until(lambda d: "/guide/basics/" in d.current_url)
        check(driver.current_url.endswith("/en/guide/basics/" + suffix), f"the result opens {driver.current_url}")
        check(driver.find_element(By.TAG_NAME, "h1").text.startswith("Basics"), "the page shown is Basics")
    nothing = search(driver, "zzzunlikelyword")
    check(not nothing and "No results" in driver.find_element(By.CSS_SELECTOR, ".search-results").text,
          "a query without matches says so")
    errors = console_errors(driver)
    check(not errors, f"searching logs no console errors {errors if errors else ''}")


def pages_containing(language, word):
    """The page folders (`en/navigation-stack/`) whose Markdown contains `word`, and the
    generated catalog page when the catalog's entries do."""
    folder = REPOSITORY / "content" / language
    found = set()
    for path in folder.rglob("*.md"):
        if word in path.read_text(encoding="utf-8"):
            slug = path.relative_to(folder).with_suffix("").as_posix()
            slug = "" if slug == "index" else (slug[: -len("/index")] + "/" if slug.endswith("/index") else slug + "/")
            found.add(f"{language}/{slug}")
    # The generated Behaviour catalog page holds the catalog's titles and sources, and the
    # model's own texts in the page's language (their translations).
    catalog_sources = ["Sources/NavigationModel/API/BehaviourCatalog+Entries.swift"]
    if language != "en":
        catalog_sources.append("Sources/NavigationModel/Internal/ModelTextTranslations.swift")
    if any(word in (REPOSITORY / source).read_text(encoding="utf-8") for source in catalog_sources):
        found.add(f"{language}/behaviour-catalog/")
    return found


def check_full_text_search(driver, base, label, suffix):
    print(f"{label}: full-text search finds every page with a word, and its headings")
    for language, word in (("en", "columnVisibility"), ("en", "isPresented"), ("zh-Hans", "侧边栏")):
        expected = pages_containing(language, word)
        check(expected, f"the content has pages with '{word}'")
        driver.get(base + f"{language}/index.html")
        search(driver, word)
        pages = driver.find_elements(By.CSS_SELECTOR, ".search-results a.search-page")
        found = set()
        for link in pages:
            href = link.get_attribute("href")[len(base):]
            found.add(href[: -len("index.html")] if href.endswith("index.html") else href)
        check(found == expected, f"searching '{word}' finds {sorted(expected)} (got {sorted(found)})")
    driver.get(base + "en/index.html")
    search(driver, "columnVisibility")
    headings = driver.find_elements(By.CSS_SELECTOR, ".search-results a.search-heading")
    targets = [link.get_attribute("href") for link in headings]
    check(any(target.endswith("navigation-split-view/" + suffix + "#column-visibility") for target in targets),
          f"a heading is a result of its own, linking to its anchor (got {targets})")
    # The keyboard reaches every result: down from the box, up back to it, Enter opens.
    box = driver.find_element(By.CSS_SELECTOR, ".search-input")
    box.send_keys(Keys.ARROW_DOWN)
    first = driver.switch_to.active_element
    check(first.get_attribute("class") == "search-page", "arrow down moves to the first result")
    first.send_keys(Keys.ARROW_DOWN)
    check(driver.switch_to.active_element.get_attribute("class") == "search-heading", "arrow down again moves to its heading")
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: "#column-visibility" in d.current_url)
    check(driver.current_url.endswith("#column-visibility"), f"Enter opens the heading ({driver.current_url})")
    errors = console_errors(driver)
    check(not errors, f"searching logs no console errors {errors if errors else ''}")


def check_navigation(driver, base, label, suffix):
    print(f"{label}: landing page, links and language switcher")
    driver.get(base + "index.html")
    WebDriverWait(driver, 10).until(lambda d: "/en/" in d.current_url)
    check(driver.current_url.endswith("/en/" + suffix), f"the landing page opens the default language ({driver.current_url})")
    driver.find_element(By.CSS_SELECTOR, ".pager-next").click()
    WebDriverWait(driver, 10).until(lambda d: "navigation-stack" in d.current_url)
    check(driver.current_url.endswith("/en/navigation-stack/" + suffix), "the next link opens the next page")
    driver.get(base + "en/index.html")
    driver.find_element(By.CSS_SELECTOR, '.languages a[hreflang="zh-Hans"]').click()
    WebDriverWait(driver, 10).until(lambda d: "/zh-Hans/" in d.current_url)
    check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans", "the switcher opens the translation")


MAX_MIGRATION_SCREENS = 15


def emulate(driver, width, height, scheme):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def check_accessibility(driver, site, base):
    """axe-core 4.x on every page, light and dark: no serious or critical violation."""
    print("bundled: axe-core on every page, light and dark")
    if not AXE_SCRIPT.exists():
        check(False, f"axe-core is at {AXE_SCRIPT} (make browser-deps downloads it)")
        return
    pages = [page for page in pages_of(site) if page not in ("index.html", "404.html")]
    for scheme in ("light", "dark"):
        emulate(driver, 1440, 900, scheme)
        for page in pages:
            driver.get(base + page)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
            found = serious_axe_violations(driver)
            check(not found, f"{page} ({scheme}): no serious or critical axe-core violations {found if found else ''}")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def check_reading(driver, base):
    """The migration page stays short, and its navigation stays reachable while reading."""
    print("bundled: reading the migration page")
    emulate(driver, 1440, 900, "light")
    driver.get(base + "en/migrating/")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".example-device .device"))
    screens = driver.execute_script("return document.documentElement.scrollHeight / window.innerHeight")
    check(screens <= MAX_MIGRATION_SCREENS, f"at 1440x900 the page is {screens:.1f} screens tall (at most {MAX_MIGRATION_SCREENS})")
    folded = driver.find_elements(By.CSS_SELECTOR, "details.example-traces:not([open]) > summary")
    check(folded and len(folded) == len(driver.find_elements(By.CSS_SELECTOR, "details.example-traces")),
          "every step list is folded behind one summary")
    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
    header = driver.find_element(By.CSS_SELECTOR, ".site-header")
    check(driver.execute_script("return arguments[0].getBoundingClientRect().top", header) == 0, "the header stays at the top")
    check(driver.find_element(By.CSS_SELECTOR, ".toc").is_displayed(), "the table of contents stays in view")
    check(driver.find_element(By.CSS_SELECTOR, ".back-to-top").is_displayed(), "back to top is offered")
    for width in (1024, 390):
        emulate(driver, width, 844, "light")
        driver.get(base + "en/migrating/")
        toc = driver.find_element(By.CSS_SELECTOR, ".toc")
        check(toc.is_displayed(), f"at {width} px the table of contents is reachable")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        check(overflow <= 0, f"at {width} px nothing runs off the side of the page ({overflow} px)")
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    check(menu.is_displayed() and not driver.find_element(By.CSS_SELECTOR, ".sidebar").is_displayed(),
          "on a phone the sidebar is behind a menu button")
    menu.click()
    check(driver.find_element(By.CSS_SELECTOR, ".sidebar").is_displayed(), "the menu button opens the sidebar")
    emulate(driver, 1440, 900, "light")
    driver.get(base + "en/migrating/")
    heading = driver.find_element(By.ID, "two-columns")
    driver.execute_script("window.scrollTo(0, arguments[0].getBoundingClientRect().top + scrollY - 80)", heading)
    driver.find_element(By.CSS_SELECTOR, '.languages a[hreflang="zh-Hans"]').click()
    WebDriverWait(driver, 10).until(lambda d: "/zh-Hans/" in d.current_url)
    check(driver.execute_script("return location.hash.length > 1 && !!document.getElementById(decodeURIComponent(location.hash.slice(1)))"),
          f"the language switch keeps the section ({driver.current_url})")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    navdocs = os.path.abspath(sys.argv[1])
    workspace = pathlib.Path(tempfile.mkdtemp(prefix="navdocs-browser-"))
    driver = None
    servers = []
    try:
        fixture = workspace / "fixture"
        bundled = workspace / "bundled"
        build_site(navdocs, REPOSITORY / "Tests/SiteBuilderTests/Fixtures/guide/content", fixture)
        build_site(navdocs, REPOSITORY / "content", bundled)
        driver = make_driver()
        for site in (fixture, bundled):
            server = serve(site)
            servers.append(server)
            http_base = f"http://127.0.0.1:{server.server_address[1]}/"
            check_pages_without_console_errors(driver, site, site.as_uri() + "/", f"{site.name} from disk")
            check_pages_without_console_errors(driver, site, http_base, f"{site.name} over HTTP")
        fixture_http = f"http://127.0.0.1:{servers[0].server_address[1]}/"
        check_search(driver, fixture.as_uri() + "/", "fixture from disk", "index.html")
        check_search(driver, fixture_http, "fixture over HTTP", "")
        bundled_http = f"http://127.0.0.1:{servers[1].server_address[1]}/"
        check_full_text_search(driver, bundled.as_uri() + "/", "bundled from disk", "index.html")
        check_full_text_search(driver, bundled_http, "bundled over HTTP", "")
        check_navigation(driver, fixture.as_uri() + "/", "fixture from disk", "index.html")
        check_navigation(driver, fixture_http, "fixture over HTTP", "")
        check_reading(driver, bundled_http)
        check_accessibility(driver, bundled, bundled_http)
    finally:
        if driver:
            driver.quit()
        for server in servers:
            server.shutdown()
        shutil.rmtree(workspace, ignore_errors=True)
    exit_with_verdict("browser")


if __name__ == "__main__":
    main()
