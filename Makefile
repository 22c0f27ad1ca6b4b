# BrikTUI — the two commands: `make run` (the gallery) and `make test` (every test).
SHELL := /bin/bash
export LANG ?= C.UTF-8

SWIFT ?= swift
DEBUG_BIN := .build/debug
RELEASE_BIN := .build/release
SCREEN ?=

.PHONY: run test unit-test e2e-test build bench format lint deps clean

## run: build and open the demo gallery (SCREEN=<id> opens one screen)
run: deps build
	$(DEBUG_BIN)/gallery $(SCREEN)

## test: unit tests, then the end-to-end tests in tmux
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	bash Tests/EndToEnd/run.sh $(DEBUG_BIN)/gallery

unit-test: deps
	$(SWIFT) test

e2e-test: deps build
	bash Tests/EndToEnd/run.sh $(DEBUG_BIN)/gallery

build: deps
	$(SWIFT) build

## bench: release build of the benchmark program and the C reference, then run it
bench: deps
	$(SWIFT) build -c release --product brik-bench
	mkdir -p build
	cc -O2 -o build/ncurses_limit ../shared/bench/ncurses_limit.c -lncursesw
	$(RELEASE_BIN)/brik-bench --reference build/ncurses_limit --json build/bench.json

## format / lint: the toolchain's swift-format with .swift-format
format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Package.swift Sources Demos Benchmarks Tests

lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Package.swift Sources Demos Benchmarks Tests

## deps: the ncurses headers and tmux (installed when missing and we are root)
deps:
	@bash scripts/ensure-deps.sh

clean:
	rm -rf .build build
