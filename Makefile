# BrikTUI — the two commands: `make run` (the gallery) and `make test` (every test).
SHELL := /bin/bash
export LANG ?= C.UTF-8

SWIFT ?= swift
DEBUG_BIN := .build/debug
RELEASE_BIN := .build/release
SCREEN ?=

.PHONY: run test unit-test e2e-test build new-app check-new-app check-readme-package docs bench bench-readme bench-check format lint deps clean fuzz fuzz-ci fuzz-long test-asan test-tsan test-tsan-threads test-leaks

## run: build and open the demo gallery (SCREEN=<id> opens one screen)
run: deps build
	$(DEBUG_BIN)/gallery $(SCREEN)

## test: every check (scripts/test.sh): lint first, the debug
## build, then side by side the end-to-end tests in tmux and the unit tests (the user
## guide's snippets and screens among them) as two processes, the DocC
## catalog built with warnings as errors, the cost-per-frame check (callgrind instruction
## counts at 1,000 and 1,000,000 rows), a short seeded fuzz pass and the unit tests under
## ASan; the end-to-end tests' summary line comes last. Each phase's log: build/test-logs/
test: deps
	MAKE="$(MAKE)" bash scripts/test.sh

unit-test: deps
	$(SWIFT) test

e2e-test: deps build
	bash Tests/EndToEnd/run.sh $(DEBUG_BIN)/gallery
	$(MAKE) test-asan

build: deps
	$(SWIFT) build

## new-app: a new app package from Examples/Template, depending on this checkout by path
## (NAME=MyApp, a Swift identifier; DIR defaults to build/apps/NAME); refuses an existing DIR
NAME ?=
DIR ?=
new-app:
	@bash scripts/new-app.sh "$(NAME)" $(if $(DIR),"$(DIR)")

## check-readme-package: the README's whole package written out in a temporary directory against
## this checkout, then swift build and swift test in it (compiles BrikTUI afresh: minutes, so
## make test checks the same files as targets of this package instead; test_readme_package.sh)
check-readme-package: deps
	bash scripts/check-readme-package.sh

## check-new-app: makes an app in a temporary directory, then swift build and swift test in it
## (compiles BrikTUI afresh there: minutes, so not part of make test)
check-new-app: deps
	bash scripts/check-new-app.sh

## docs: the DocC catalog (Sources/BrikTUI/BrikTUI.docc) into build/docs, warnings as errors;
## docc runs on the umbrella module's symbol graph (no swift-docc-plugin needed)
docs: deps
	bash scripts/docs.sh

## bench: a clean release build (timed), the C reference, then the benchmark program
## (BENCH_ARGS=--quick for a short run); the table is printed and written to build/bench.json
bench: deps
	rm -rf $(RELEASE_BIN) .build/*-linux-gnu/release
	mkdir -p build
	start=$$(date +%s.%N); $(SWIFT) build -c release --product brik-bench && $(SWIFT) build -c release --product gallery \
		&& awk -v s=$$start -v e=$$(date +%s.%N) 'BEGIN { printf "%.1f\n", e - s }' > build/release-build-seconds
	cc -O2 -o build/ncurses_limit ../shared/bench/ncurses_limit.c -lncursesw
	cc -O2 -o build/ncurses_repaint Benchmarks/Reference/ncurses_repaint.c -lncursesw
	strip -o build/gallery-stripped $(RELEASE_BIN)/gallery
	$(RELEASE_BIN)/brik-bench --reference build/ncurses_limit --repaint-reference build/ncurses_repaint --json build/bench.json \
		--gallery build/gallery-stripped --build-seconds $$(cat build/release-build-seconds) $(BENCH_ARGS)

## bench-readme: the README's performance table from build/bench.json (the last make bench)
bench-readme:
	python3 scripts/bench-readme.py build/bench.json README.md

## bench-check: instruction counts (callgrind) per scrolled frame at 1,000 and 1,000,000 rows differ by < 10 %
## (an incremental release build can keep a client compiled against an older class layout and
## crash; the check then runs once more from a clean release build)
bench-check: deps
	$(SWIFT) build -c release --product brik-bench
	bash scripts/bench-check.sh $(RELEASE_BIN)/brik-bench || { \
		echo "bench-check: once more from a clean release build" >&2; \
		rm -rf $(RELEASE_BIN) .build/*-linux-gnu/release; \
		$(SWIFT) build -c release --product brik-bench && bash scripts/bench-check.sh $(RELEASE_BIN)/brik-bench; }

## fuzz: each libFuzzer target for FUZZ_SECONDS (default 60); fuzz-ci: a short seeded pass (FUZZ_RUNS, default 20000)
fuzz:
	bash scripts/fuzz.sh run

fuzz-ci:
	bash scripts/fuzz.sh ci

## fuzz-long: 10^7 executions per target (FUZZ_LONG_RUNS) without ASan, then what they kept replayed under ASan; hours
fuzz-long:
	bash scripts/fuzz.sh long

## test-asan / test-tsan: the unit tests under AddressSanitizer / ThreadSanitizer (scratch .build/asan, .build/tsan);
## test-tsan-threads: TSan on the suites whose code runs on several threads (a minute once built);
## test-leaks: a gallery session in tmux under ASan with LeakSanitizer
test-asan: deps
	bash scripts/sanitize.sh address

test-tsan: deps
	bash scripts/sanitize.sh thread

test-tsan-threads: deps
	bash scripts/sanitize.sh threads

test-leaks: deps
	bash scripts/sanitize.sh leaks

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
