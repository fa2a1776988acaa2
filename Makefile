# Desert Games. `make play` builds and serves the game; `make test` runs every
# test. Both install what is missing (Rust target, wasm-bindgen's command
# line, npm packages, and for tests Debian's chromium and chromium-driver).

SHELL := /bin/bash
# npm's binaryen first: Debian's wasm-opt is too old to read what current
# Rust emits.
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
CHROMEDRIVER := /usr/bin/chromedriver
export CHROMEDRIVER

.PHONY: play dist packages package-npm package-crate test test-native test-doc test-wasm test-e2e test-slow stress test-fuzz fuzz-build conformance-record bench match tune fuzz mutants tools-build tools-test tools-mutants mutants-summary clean

play: dist
	node tools/serve.mjs dist

# The crate is built for the browser by cargo, then wasm-bindgen (the command
# line of the version Cargo.lock pins: the two must agree) and npm's wasm-opt;
# wasm-pack would do the same but costs minutes more to install from source.
# Not `--locked`: the tool's own lock file names crate versions that a
# registry mirror may not carry yet (a fresh machine here failed on one).
# Built without TLS (its test runner talks to chromedriver on this machine
# only) and unoptimised: 72 s to build instead of 224 s, and it still
# translates the game's wasm in under a second (bench/results.md).
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/^version = "\(.*\)"/\1/p;}' Cargo.lock)
tools-build:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
	@[ "$$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $(WASM_BINDGEN_VERSION)" ] || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --no-default-features --debug
	@[ -x node_modules/.bin/wasm-opt ] && [ -x node_modules/.bin/esbuild ] && [ -d node_modules/playwright-core ] && [ -d node_modules/axe-core ] && [ -d node_modules/qrcode-generator ] && [ -x node_modules/.bin/tsc ] || npm install --no-audit --no-fund

tools-test: tools-build
	@command -v chromium >/dev/null && [ -x $(CHROMEDRIVER) ] || \
	  ($(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium chromium-driver)

WASM_FEATURES := --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals
dist: tools-build
	cargo build -p desert-games --lib --release --target wasm32-unknown-unknown
	rm -rf dist/pkg
	wasm-bindgen target/wasm32-unknown-unknown/release/desert_games.wasm --target web --out-dir dist/pkg --out-name desert_games
	wasm-opt -O3 $(WASM_FEATURES) dist/pkg/desert_games_bg.wasm -o dist/pkg/desert_games_bg.wasm
	cp index.html rules*.html embed.js embed-demo.html dist/
	rm -rf dist/www && mkdir -p dist/www && cp -r www/. dist/www/
	mkdir -p dist/vendor && cp node_modules/qrcode-generator/dist/qrcode.mjs dist/vendor/qrcode.mjs
	node tools/one-file.mjs
	node tools/bundle.mjs
	node tools/finish-dist.mjs

# The packages for other developers, in target/packages/ (nothing is
# published). package-npm: the npm package desert-games-VERSION.tgz (the
# engine, built for `web` with its TypeScript declarations and a Node entry
# that loads the same wasm, plus the site of `make dist` as the
# `<desert-game>` board), laid out by tools/package.mjs and packed by `npm
# pack`. package-crate: the crate's desert-games-VERSION.crate by `cargo
# package`, which builds the packed crate on its own (from the crates already
# fetched; online only when some are missing). The page tests need only the
# npm package: `cargo package` would wait for the build directory while the
# native tests run beside them.
packages: package-npm package-crate

# The engine is dist/pkg as `make dist` left it, declarations included.
package-npm: dist
	rm -rf target/packages/engine target/packages/desert-games target/packages/desert-games-*.tgz && mkdir -p target/packages
	cp -r dist/pkg target/packages/engine
	node tools/package.mjs

package-crate:
	mkdir -p target/packages && rm -f target/packages/desert-games-*.crate
	cargo package -p desert-games --allow-dirty --offline || cargo package -p desert-games --allow-dirty
	cp $${CARGO_TARGET_DIR:-target}/package/desert-games-$$(sed -n 's/^version = "\(.*\)"/\1/p' crate/Cargo.toml).crate target/packages/

# The page tests wait on browsers most of the time (on 2 cores they keep
# about 40% of the CPU busy), and installing the tools waits on the network:
# the native, doc and fuzz tests and the crate's package start at once, beside
# everything else, at a low priority and in their own build directory (cargo
# locks the one it builds in), and the wasm tests run beside the page tests
# once the tools are there. Their minutes fill the idle time instead of
# adding to the whole (bench/results.md). Their output comes after the page
# tests', whole; any failure fails `make test`. (`cargo package` checks that
# the packed crate builds.) BESIDE_NICE is their priority.
BESIDE_TARGET := $(CURDIR)/target/beside
BESIDE_NICE ?= 15
test:
	@mkdir -p target
	@CARGO_TARGET_DIR=$(BESIDE_TARGET) nice -n $(BESIDE_NICE) $(MAKE) --no-print-directory test-native test-doc test-fuzz package-crate > target/beside-native.log 2>&1 & native=$$!; \
	pages=1; wasm=1; \
	if $(MAKE) --no-print-directory tools-test dist; then \
	  nice -n $(BESIDE_NICE) $(MAKE) --no-print-directory -o dist test-wasm > target/beside-wasm.log 2>&1 & wasmjob=$$!; \
	  PICTURES=0 $(MAKE) --no-print-directory -o dist test-e2e; pages=$$?; \
	  wait $$wasmjob; wasm=$$?; \
	fi; \
	wait $$native; native=$$?; \
	echo "==== the native, doc and fuzz tests and the crate's package, run beside (exit $$native) ===="; \
	cat target/beside-native.log; \
	echo "==== the wasm tests, run beside the page tests (exit $$wasm) ===="; \
	cat target/beside-wasm.log 2>/dev/null; \
	[ $$pages = 0 ] && [ $$wasm = 0 ] && [ $$native = 0 ]

test-native:
	cargo test --workspace -- --include-ignored

# The crate's documentation builds with no warning (an item without docs, a broken link).
test-doc:
	RUSTDOCFLAGS="-D warnings" cargo doc -p desert-games --no-deps

# wasm-bindgen's test runner drives Chromium through chromedriver
# (CHROMEDRIVER; crate/webdriver.json gives Chromium's path and flags).
# The test wasm files carry no debug information (a browser shows none):
# the unoptimised runner reads them in 11 s instead of 22 s with line tables.
test-wasm: tools-test
	cd crate && CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner CARGO_PROFILE_TEST_DEBUG=false \
	  cargo test --target wasm32-unknown-unknown --test web --test web_worker

# Two test files at a time, each with its own server and Chromium: on two
# cores that takes about 37% less than one at a time (bench/results.md), and
# more at once starved the tests that time the sticks' frames. The pictures
# of pages to look at go to tests/e2e/out/, unless PICTURES=0 (`make test`).
test-e2e: tools-test dist package-npm
	node --test --test-concurrency=2 tests/node/ tests/e2e/

# What `make test` leaves out for its length: the friend game's real 20 s
# of silence before a device is taken for gone (the other tests shorten it).
test-slow: tools-test dist
	node --test tests/slow/

# `make test` beside two busy loops at normal priority, as on a machine busy
# with other work: no test may depend on the machine's speed. Prints the time.
# The native and wasm tests run at normal priority here too: niced below two
# loops that never end, they would get almost none of the 2 cores (a run
# left them compiling for over an hour after the page tests had passed).
stress:
	@yes > /dev/null & one=$$!; yes > /dev/null & two=$$!; trap 'kill $$one $$two' EXIT; \
	start=$$(date +%s); $(MAKE) --no-print-directory test BESIDE_NICE=0; status=$$?; \
	echo "==== make test beside two busy loops: exit $$status after $$(( $$(date +%s) - start )) s ===="; \
	exit $$status

bench: dist
	node tools/bench.mjs

# Records again the games of Sig's variants that the conformance tests replay
# (crate/tests/data/conformance/sig-*: this engine's regression data).
conformance-record:
	cargo run --release -p desert-games --example record_conformance -- crate/tests/data/conformance

# This build's hard against the baseline's (bench/baseline.txt: its commit and
# the SPRT's bounds), at equal nodes, until the test decides or max_games: the
# baseline's engine is built from its commit beside the working tree.
BASELINE_COMMIT = $(shell sed -n 's/^commit *= *\([0-9a-f]*\).*/\1/p' bench/baseline.txt)
MATCH_RULESETS ?= siga seega-sudan seega-egypt seega-sudan@7x7
match:
	rm -rf target/baseline-src && mkdir -p target/baseline-src
	git archive $(BASELINE_COMMIT) | tar -x -C target/baseline-src
	CARGO_TARGET_DIR=$(CURDIR)/target/baseline cargo build --release --manifest-path target/baseline-src/Cargo.toml -p desert-games --example engine_cli
	cargo build --release -p desert-games --example match
	target/release/examples/match target/baseline/release/examples/engine_cli bench/baseline.txt $(MATCH_RULESETS)

# Fits a rule set's evaluation weights to self-play and prints them beside the
# weights in use (TUNE_RULESET, TUNE_GAMES games at TUNE_NODES nodes a move).
TUNE_RULESET ?= seega-egypt
TUNE_GAMES ?= 1000
TUNE_NODES ?= 5000
tune:
	cargo run --release -p desert-games --example tune -- $(TUNE_RULESET) $(TUNE_GAMES) $(TUNE_NODES)

# Coverage-guided fuzzing (libFuzzer, from the libfuzzer-sys crate) of move
# text, options, saved games and API call sequences (with the words of
# fuzz/dict/<target>.dict where a target has them): FUZZ_SECONDS per target,
# short in `make test`, long in `make fuzz`. The targets are built with the
# coverage instrumentation cargo-fuzz would add, without its sanitizers (which
# need a nightly compiler), so nothing more is installed. --target keeps the
# instrumentation off build scripts. The short run builds without optimisation
# (FUZZ_PROFILE): the optimised build takes minutes that a 15-second run cannot
# earn back; the long run optimises.
FUZZ_TARGETS := move_text options saved_game api_calls setup
FUZZ_SECONDS ?= 15
FUZZ_PROFILE ?= dev
FUZZ_TRIPLE := $(shell rustc -vV | sed -n 's/^host: //p')
FUZZ_RUSTFLAGS := --cfg fuzzing -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
  -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
  -Cllvm-args=-sanitizer-coverage-trace-compares -Cdebug-assertions -Coverflow-checks
fuzz_bin = fuzz/target/$(FUZZ_TRIPLE)/$(if $(filter dev,$(FUZZ_PROFILE)),debug,$(FUZZ_PROFILE))
fuzz-build:
	RUSTFLAGS="$(FUZZ_RUSTFLAGS)" cargo build --manifest-path fuzz/Cargo.toml --target-dir fuzz/target --target $(FUZZ_TRIPLE) --profile $(FUZZ_PROFILE) --bins
# A fuzzer uses one core: two run at once (FUZZ_JOBS), each for its own FUZZ_SECONDS.
FUZZ_JOBS ?= 2
test-fuzz: fuzz-build
	@printf '%s\n' $(FUZZ_TARGETS) | xargs -P $(FUZZ_JOBS) -I {} sh -c '\
	  echo "fuzzing {} for $(FUZZ_SECONDS) s"; \
	  mkdir -p fuzz/corpus/{} fuzz/artifacts/{}; \
	  dict=fuzz/dict/{}.dict; [ -f $$dict ] || dict=; \
	  $(fuzz_bin)/{} -artifact_prefix=fuzz/artifacts/{}/ -max_total_time=$(FUZZ_SECONDS) $${dict:+-dict=$$dict} fuzz/corpus/{} > fuzz/{}.log 2>&1 \
	    || { tail -n 60 fuzz/{}.log; exit 1; }; \
	  echo "{}: $$(grep -E "^Done" fuzz/{}.log)"'

fuzz:
	$(MAKE) test-fuzz FUZZ_SECONDS=$${FUZZ_SECONDS:-600} FUZZ_PROFILE=release
	FUZZ_ITERATIONS=$${FUZZ_ITERATIONS:-20000} cargo test --release --test it fuzz::

tools-mutants:
	@command -v cargo-mutants >/dev/null || cargo install cargo-mutants --locked
	@command -v cargo-nextest >/dev/null || cargo install cargo-nextest --locked

# Mutation testing of the rules, the search and the session (.cargo/mutants.toml
# says what and why). Each mutant runs the fast native tests (the slow ones are
# #[ignore]d: `make test` runs them), so a run can be spread over many:
# MUTANTS_SHARD=k/n tests the k-th (from 0) of n slices of the mutants found,
# MUTANTS_FILES (path prefixes, e.g. crate/src/session.rs crate/src/search/)
# keeps to those files. A finished run's outcomes are merged into
# bench/mutants-outcomes.tsv, kept by git, a later run of a mutant overriding
# an earlier one, and bench/mutants.md is written from it. cargo-mutants exits
# 2 when a mutant is missed and 3 on a timeout: the summary reports them, so
# only other failures stop here. MUTANTS_JOBS=2 on an idle machine.
# MUTANTS_ITERATE=1 goes on from the same shard's last run, leaving out the
# mutants it caught (cargo-mutants' --iterate) and those that timed out, which
# the score counts as caught and which would only time out again. MUTANTS_TESTS
# (test names' parts, e.g. search::) runs only those tests: a first pass costs a
# few seconds a mutant, and a second with MUTANTS_ITERATE=1 and every fast
# test settles the ones it missed. (MUTANTS_FILES's --re lets through some
# `delete field` mutants of other files: the merge leaves their outcomes out.)
# MUTANTS_NEXTEST (a nextest filterset) runs the tests by cargo-nextest instead,
# stopping at the first failure, running tests included: a caught mutant costs
# its first failing test, not the whole set. MUTANTS_PROFILE=test builds the
# mutants at opt-level 1, slower to build but far faster through whole games.
MUTANTS_JOBS ?= 1
MUTANTS_SHARD ?= 0/1
MUTANTS_FILES ?=
MUTANTS_TESTS ?=
MUTANTS_NEXTEST ?=
MUTANTS_PROFILE ?=
empty :=
space := $(empty) $(empty)
mutants_filter = $(if $(strip $(MUTANTS_FILES)),--re '^($(subst $(space),|,$(subst .,\.,$(strip $(MUTANTS_FILES)))))')
mutants_run = mutants.runs/$(shell printf '%s' '$(MUTANTS_SHARD) $(strip $(MUTANTS_FILES))' | tr -c 'A-Za-z0-9.' _)
mutants_tests = $(if $(strip $(MUTANTS_NEXTEST)),--test-tool nextest -- --max-fail 1:immediate -E '$(strip $(MUTANTS_NEXTEST))',$(if $(strip $(MUTANTS_TESTS)),-- -- $(MUTANTS_TESTS)))
mutants: tools-mutants
	mkdir -p $(mutants_run)
	$(if $(MUTANTS_ITERATE),! [ -f $(mutants_run)/mutants.out/timeout.txt ] || cat $(mutants_run)/mutants.out/timeout.txt >> $(mutants_run)/mutants.out/previously_caught.txt)
	nice -n 15 cargo mutants --jobs $(MUTANTS_JOBS) --shard $(MUTANTS_SHARD) $(mutants_filter) $(if $(MUTANTS_ITERATE),--iterate) --output $(mutants_run) $(if $(MUTANTS_PROFILE),--profile $(MUTANTS_PROFILE)) $(mutants_tests); status=$$?; [ $$status = 0 ] || [ $$status = 2 ] || [ $$status = 3 ] || exit $$status
	$(MAKE) mutants-summary MUTANTS_MERGE=$(mutants_run)/mutants.out MUTANTS_MERGE_FILES='$(strip $(MUTANTS_FILES))'

# Writes bench/mutants.md from the record against the mutants the code has
# now, first merging MUTANTS_MERGE (a run's mutants.out, e.g. one stopped
# before its end) into the record.
MUTANTS_MERGE ?=
MUTANTS_MERGE_FILES ?=
mutants-summary: tools-mutants
	mkdir -p mutants.runs
	cargo mutants --list --json > mutants.runs/found.json
	node tools/mutants-summary.mjs --found mutants.runs/found.json --record bench/mutants-outcomes.tsv $(if $(MUTANTS_MERGE_FILES),--files '$(MUTANTS_MERGE_FILES)') $(MUTANTS_MERGE) > bench/mutants.md

clean:
	rm -rf dist target
