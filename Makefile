# Everyday commands. `make site` and `make test` are all a fresh machine needs:
# both install what is missing first (libcmark-dev, libjemalloc-dev; for the browser test also
# chromium, chromium-driver and selenium). What users run (`make site`, `make serve`,
# `make install`) is the release build; the tests and checks use the debug build, which
# compiles in a fraction of the time.
SWIFT   ?= swift
PYTHON  ?= python3
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN      = $(shell $(SWIFT) build --show-bin-path)/navdocs
RELEASE_DIR = $(shell $(SWIFT) build -c release --show-bin-path)
RELEASE_BIN = $(RELEASE_DIR)/navdocs
PORT    ?= 8000

# `make install` puts the release navdocs in $(PREFIX)/bin, every entry of INSTALL_DATA
# (a file or folder navdocs reads at run time) in $(PREFIX)/share/navdocs/, and the compiled
# engine's model modules in $(PREFIX)/lib/navdocs/ (../lib/navdocs from the program's folder,
# where navdocs looks for them); `make uninstall` removes exactly those.
PREFIX  ?= /usr/local
INSTALL_DATA =
INSTALL_BIN_DIR  = $(DESTDIR)$(PREFIX)/bin
INSTALL_DATA_DIR = $(DESTDIR)$(PREFIX)/share/navdocs
INSTALL_LIB_DIR  = $(DESTDIR)$(PREFIX)/lib/navdocs
# The spec's conformance pages, beside the project when present; else the copy the tests read.
CONFORMANCE ?= $(if $(wildcard ../shared/conformance/*.md),../shared/conformance,Tests/ScenariosTests/Fixtures/conformance)

# The CommonMark 0.30 spec examples (libcmark here is 0.30.2), for the conformance test.
# mistletoe 1.4.0's sdist carries them (test/specification/spec.sh says VERSION="0.30");
# the checksum pins that exact file. The spec is downloaded, never committed.
COMMONMARK_SPEC        = .build/commonmark-spec/spec.json
COMMONMARK_SPEC_SOURCE = mistletoe==1.4.0
COMMONMARK_SPEC_SHA256 = d85ad6c0bbd9a0125f4039e85e55afe6d0252964a246ac45ad735ccff71893f9

# The compiled engine's model modules (SwiftUI, UIKit, Combine): a package of their own in
# ModelModules/, built into .build/models, where navdocs finds them.
MODELS = $(SWIFT) build --package-path ModelModules --scratch-path .build/models --product NavDocsSwiftUI
MODELS_RELEASE_DIR = $(shell $(SWIFT) build -c release --package-path ModelModules --scratch-path .build/models --show-bin-path)
# OpenCombine's C helpers: their header, installed with a module map that names it relatively.
OPENCOMBINE_HEADERS = .build/models/checkouts/OpenCombine/Sources/COpenCombineHelpers/include

# One recipe at a time, even under make -j: the test targets build with swift, and two swift
# builds of one package at once contend for its build folder.
.NOTPARALLEL:

# A hung test must fail the run, never hold it: each swift test run has this long, its
# build included (the first takes 10 to 15 minutes with the build; a machine three times
# slower still fits, and a run past this has stopped making progress).
TEST_TIME_LIMIT ?= 2700
TIMEOUT = timeout --kill-after=60 $(TEST_TIME_LIMIT)

.PHONY: deps browser-deps build models models-release release site docs check conformance commonmark-spec catalog catalog-check generate-models models-check test test-swift test-browser serve bench fuzz install uninstall install-test

## deps: install libcmark-dev and libjemalloc-dev (through apt-get) when pkg-config cannot find them
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark || ! pkg-config --exists jemalloc; then \
		echo "make: installing libcmark-dev and libjemalloc-dev"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libcmark-dev libjemalloc-dev; \
	fi

## browser-deps: install headless chromium, its driver and selenium when missing; download axe-core
browser-deps:
	@if ! command -v chromedriver >/dev/null 2>&1 || ! { command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; }; then \
		echo "make: installing chromium and chromium-driver"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium chromium-driver; \
	fi
	@if ! $(PYTHON) -c "import selenium" >/dev/null 2>&1; then \
		echo "make: installing selenium"; \
		$(PYTHON) -m pip install --quiet selenium || $(PYTHON) -m pip install --quiet --break-system-packages selenium; \
	fi
	@$(MAKE) --no-print-directory $(AXE_SCRIPT)

# axe-core 4.10 for the accessibility check: the page script inside the axe-selenium-python 3.0.0
# wheel (pip on older Pythons would pick a release carrying axe-core 3.x, hence --python-version).
AXE_SCRIPT = .build/browser-deps/axe_selenium_python/node_modules/axe-core/axe.min.js

$(AXE_SCRIPT):
	@rm -rf .build/browser-deps/download && mkdir -p .build/browser-deps/download
	$(PYTHON) -m pip download --quiet --no-deps --python-version 3.12 --only-binary=:all: axe-selenium-python==3.0.0 -d .build/browser-deps/download
	cd .build/browser-deps && $(PYTHON) -m zipfile -e download/axe_selenium_python-3.0.0-py3-none-any.whl .
	@rm -rf .build/browser-deps/download
	@test -f $@

## build: compile navdocs and the compiled engine's model modules (debug)
build: deps models
	$(SWIFT) build --product navdocs

## models: compile the compiled engine's model modules (debug)
models:
	$(MODELS)

## models-release: compile the model modules optimized, for make install
models-release:
	$(MODELS) -c release

## release: compile navdocs optimized, as users run it (a fresh build compiles swift-syntax in minutes)
release: deps
	$(SWIFT) build -c release --product navdocs

## site: build the bundled content into public/ (release build)
site: release
	$(RELEASE_BIN) build --content content --templates templates --output public

## check: verify every example, scenario and claim of the bundled content (then again on the compiler alone)
# The compiler's run shares the test suite's cache folder: the suite compiles these same
# programs, so after `make test` only the examples' processes run here.
check: build models
	$(BIN) check content
	$(BIN) check content --engine compiler --cache-dir .build/navdocs-test-cache
	$(BIN) check docs --cache-dir .build/navdocs-test-cache

## docs: build the manual (docs/, itself a navdocs site) into public-docs/ (release build)
docs: release models-release
	$(RELEASE_BIN) build --content docs --output public-docs

## conformance: the conformance pages verify (every expected diagnostic, no other)
conformance: build
	$(BIN) check --verify $(CONFORMANCE)/*.md

## test: the Swift test suite, then the real-browser test of a built site
test: test-swift test-browser

# The tests that serve over a real socket or watch folders run on their own after the
# rest: among hundreds of parallel tests on two cores, their server and change watcher
# could starve for minutes (seen in full runs, never alone), past their time limits. So
# do the tests that time a check (half a second alone; past their limits when the full
# suite on a slow spell of the machine kept them waiting for a core). `PreviewTests\.`
# is that whole test target: the watcher, the server and the session.
SERVE_TESTS = ServeCommandTests|PreviewTests\.|PathologicalInputTests|LongLineTests
# The engine differential test compiles every example of the content, the conformance pages
# and the corpus (about 300 programs on a cold cache): run beside the rest, it starved the
# tests that time long lines past their limit. It runs on its own, between the two passes.
COMPILED_TESTS = EngineDifferentialTests
test-swift: deps commonmark-spec catalog-check models-check models
	$(TIMEOUT) $(SWIFT) test --skip "$(SERVE_TESTS)|$(COMPILED_TESTS)"
	$(TIMEOUT) $(SWIFT) test --skip-build --filter "$(COMPILED_TESTS)"
	$(TIMEOUT) $(SWIFT) test --skip-build --filter "$(SERVE_TESTS)"

# The interpreter's SwiftUI catalog, generated from the SDK's API table and the navigation role
# overlay (APITable/); the generated file is committed, so a build never runs the generator.
CATALOG_SWIFT = Sources/ExampleInterpreter/Catalog/SwiftUICatalog+Data.swift

## catalog: regenerate the interpreter's SwiftUI catalog from APITable/
catalog:
	$(PYTHON) APITable/generate-catalog.py $(CATALOG_SWIFT)

## generate-models: regenerate the model module's inert SwiftUI declarations from APITable/
## (compiles what it writes and leaves out what the compiler rejects: several minutes)
generate-models: models
	$(PYTHON) Tools/ModelModuleGenerator/generate.py --build-dir .build/models/debug

## models-check: fail when the committed generated declarations are not what the generator gives
models-check:
	@$(PYTHON) Tools/ModelModuleGenerator/generate.py --check

## catalog-check: fail when the committed catalog is not what APITable/ generates
catalog-check:
	@$(PYTHON) APITable/generate-catalog.py - | cmp -s - $(CATALOG_SWIFT) \
		|| { echo "make: $(CATALOG_SWIFT) is stale; run 'make catalog'"; exit 1; }

## commonmark-spec: download the CommonMark 0.30 spec examples into .build/commonmark-spec/spec.json if missing
commonmark-spec: $(COMMONMARK_SPEC)

$(COMMONMARK_SPEC):
	@rm -rf .build/commonmark-spec/download && mkdir -p .build/commonmark-spec/download
	$(PYTHON) -m pip download --quiet --no-deps --no-binary :all: $(COMMONMARK_SPEC_SOURCE) -d .build/commonmark-spec/download
	tar -xzf .build/commonmark-spec/download/*.tar.gz -C .build/commonmark-spec/download --wildcards '*/test/specification/commonmark.json'
	@file=$$(find .build/commonmark-spec/download -name commonmark.json | head -n 1); \
		echo "$(COMMONMARK_SPEC_SHA256)  $$file" | sha256sum -c --quiet - && cp "$$file" $@
	@rm -rf .build/commonmark-spec/download

test-browser: deps browser-deps
	$(SWIFT) build --product navdocs
	$(PYTHON) Tests/Browser/site_test.py $(BIN)
	$(PYTHON) Tests/Browser/serve_test.py $(BIN)
	$(PYTHON) Tests/Browser/trace_test.py $(BIN)

## serve: build, serve public/ on 127.0.0.1:$(PORT), rebuild and reload on change (make serve PORT=8080; release build)
serve: release
	$(RELEASE_BIN) serve --templates templates --port $(PORT)

## install: the release navdocs (and what it reads at run time) under $(PREFIX) (make install PREFIX=~/.local)
install: release models-release
	install -d "$(INSTALL_BIN_DIR)"
	install -m 0755 "$(RELEASE_BIN)" "$(INSTALL_BIN_DIR)/navdocs"
	$(if $(strip $(INSTALL_DATA)),install -d "$(INSTALL_DATA_DIR)" && cp -R $(INSTALL_DATA) "$(INSTALL_DATA_DIR)/")
	install -d "$(INSTALL_LIB_DIR)/Modules" "$(INSTALL_LIB_DIR)/include/COpenCombineHelpers"
	cp -R "$(MODELS_RELEASE_DIR)/Modules/." "$(INSTALL_LIB_DIR)/Modules/"
	install -m 0755 "$(MODELS_RELEASE_DIR)/libNavDocsSwiftUI.so" "$(INSTALL_LIB_DIR)/"
	install -m 0644 $(OPENCOMBINE_HEADERS)/*.h "$(INSTALL_LIB_DIR)/include/COpenCombineHelpers/"
	printf 'module COpenCombineHelpers {\n    umbrella header "COpenCombineHelpers.h"\n    export *\n}\n' > "$(INSTALL_LIB_DIR)/include/COpenCombineHelpers/module.modulemap"

## uninstall: remove what `make install` put under $(PREFIX)
uninstall:
	rm -f "$(INSTALL_BIN_DIR)/navdocs"
	rm -rf "$(INSTALL_LIB_DIR)"
	$(if $(strip $(INSTALL_DATA)),rm -rf "$(INSTALL_DATA_DIR)")

## install-test: install into a temporary PREFIX, check that it is the release build, start a site
## outside the repository and check and build it with no templates folder, then uninstall
install-test: release
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && set -e && \
	$(MAKE) --no-print-directory install PREFIX="$$tmp/prefix" && \
	version=$$("$$tmp/prefix/bin/navdocs" --version) && echo "installed: $$version" && \
	test "$$version" = "navdocs (release build)" && \
	cd "$$tmp" && "$$tmp/prefix/bin/navdocs" init docs && cd docs && \
	PATH="$$tmp/prefix/bin:$$PATH" navdocs check && PATH="$$tmp/prefix/bin:$$PATH" navdocs build && \
	PATH="$$tmp/prefix/bin:$$PATH" navdocs check --engine compiler --cache-dir "$$tmp/cache" && \
	test ! -e templates && test -f public/en/index.html && test -f public/assets/site.css && \
	$(MAKE) --no-print-directory -C "$(CURDIR)" uninstall PREFIX="$$tmp/prefix" && \
	test -z "$$(find "$$tmp/prefix" -type f)" && echo "make: install-test passed"

## bench: print throughput and memory figures (release build; the reference corpus beside Hugo when hugo is installed)
bench: deps
	$(SWIFT) build -c release --product navdocs
	$(SWIFT) build -c release --product NavDocsBenchmarks
	$$($(SWIFT) build -c release --show-bin-path)/NavDocsBenchmarks

## fuzz: libFuzzer on each target for FUZZ_SECONDS (default 60) each; crashers go to .build/fuzz-artifacts/
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= page infoString scenario example site
fuzz: deps
	$(SWIFT) build --product NavDocsFuzz
	$$($(SWIFT) build --show-bin-path)/NavDocsFuzz seeds .build/fuzz-seeds content/*/*.md $(CONFORMANCE)/*.md
	$(SWIFT) build --scratch-path .build/fuzz --sanitize=fuzzer -Xswiftc -DNAVDOCS_FUZZING --product NavDocsFuzz
	@mkdir -p .build/fuzz-artifacts
	@status=0; for target in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz-corpus/$$target; \
		echo "make: fuzzing $$target for $(FUZZ_SECONDS) s"; \
		NAVDOCS_FUZZ_TARGET=$$target SWIFT_BACKTRACE=enable=no \
			.build/fuzz/debug/NavDocsFuzz .build/fuzz-corpus/$$target .build/fuzz-seeds/$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
			-artifact_prefix=.build/fuzz-artifacts/$$target- -print_final_stats=1 || status=1; \
	done; exit $$status
