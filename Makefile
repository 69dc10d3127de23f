# Everyday commands. `make site` and `make test` are all a fresh machine needs:
# both install the system library first when it is missing.
SWIFT   ?= swift
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN      = $(shell $(SWIFT) build --show-bin-path)/navdocs
PORT    ?= 8000

.PHONY: deps build site check test serve bench

## deps: install libcmark-dev (through apt-get) when pkg-config cannot find it
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
		echo "make: installing libcmark-dev"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq pkg-config libcmark-dev; \
	fi

## build: compile navdocs (debug)
build: deps
	$(SWIFT) build --product navdocs

## site: build the bundled content into public/
site: build
	$(BIN) build --content content --templates templates --output public

## check: verify every example, scenario and claim of the bundled content
check: build
	$(BIN) check content

## test: the whole test suite
test: deps
	$(SWIFT) test

## serve: build, serve public/ on 127.0.0.1, rebuild on change
serve: build
	$(BIN) serve --port $(PORT)

## bench: print throughput and memory figures (release build)
bench: deps
	$(SWIFT) build -c release --product NavDocsBenchmarks
	$$($(SWIFT) build -c release --show-bin-path)/NavDocsBenchmarks
