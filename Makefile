# Soute: `make run` to try it, `make test` for every quality gate (docs/architecture.md).
# TEST_DATABASE_URL=postgres://user:pass@host/db also runs the API tests on PostgreSQL.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
CARGO ?= cargo
SOUTE_DATA_DIR ?= ./data

.PHONY: run web web-deps server api-types api-types-check test check-rust test-rust restore-drill test-web test-e2e screenshots fuzz bench bench-quick clean

## Build the web app and the release server, load demo data on a new data folder, and serve.
run: web
	$(CARGO) build --release --locked --bin soute
	@if [ ! -e "$(SOUTE_DATA_DIR)/soute.db" ] && [ -z "$${DATABASE_URL:-}" ]; then \
		./target/release/soute --data-dir "$(SOUTE_DATA_DIR)" demo; \
	fi
	./target/release/soute --data-dir "$(SOUTE_DATA_DIR)" serve

web-deps: web/node_modules/.installed
web/node_modules/.installed: web/package-lock.json
	cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $@

## The web app, built into web/dist (embedded by the server build).
web: web-deps
	cd web && npm run build

server: web
	$(CARGO) build --locked --bin soute

## The web's request and response types, generated from the server's OpenAPI document and
## committed: run it after changing an API annotation. It needs no built web app, so a stale
## schema cannot stop its own regeneration; `cargo run` builds the debug server when needed.
API_TYPES := web/src/lib/api/schema.ts
api-types: web-deps
	@$(generate-api-types); cp "$$dir/schema.ts" $(API_TYPES)
	@echo "$(API_TYPES) written"

## Fails when the committed types no longer say what the server documents.
api-types-check: web-deps
	@$(generate-api-types); \
	if ! diff -u $(API_TYPES) "$$dir/schema.ts" > "$$dir/diff"; then \
		head -n 80 "$$dir/diff"; \
		echo "$(API_TYPES) is stale: run make api-types" >&2; \
		exit 1; \
	fi

# Leaves the generated types in "$dir/schema.ts"; the folder goes when the recipe's shell ends.
define generate-api-types
dir=$$(mktemp -d); trap 'rm -rf "$$dir"' EXIT; \
$(CARGO) run --locked --quiet --bin soute -- openapi > "$$dir/openapi.json"; \
(cd web && npx --no-install openapi-typescript "$$dir/openapi.json" -o "$$dir/schema.ts")
endef

test: check-rust web test-rust restore-drill api-types-check test-web test-e2e
	@echo "make test: all quality gates passed"

check-rust:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --locked --all-targets -- -D warnings

test-rust:
	env -u TEST_DATABASE_URL $(CARGO) test --locked
	@if [ -n "$${TEST_DATABASE_URL:-}" ]; then \
		echo "API tests on PostgreSQL"; \
		$(CARGO) test --locked --test api; \
	else \
		echo "TEST_DATABASE_URL is not set: API tests ran on SQLite only"; \
	fi

## Backs up a demo database while it serves, restores it elsewhere, starts on the copy, signs in.
restore-drill: server
	deploy/restore-drill.sh

test-web: web-deps
	cd web && npm run typecheck && npm run lint && npm test

test-e2e: server
	cd web && npm run e2e

## Pictures and PDFs of the screens, on a desktop and a phone, written to web/e2e/screenshots/
## for a person to look at; not part of `make test`.
screenshots: server
	cd web && npm run screenshots

## Schemathesis against a fresh debug server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL;
## FUZZ_EXAMPLES=n sets the cases per operation. Reports go to fuzz/reports/.
fuzz: .venv-fuzz/.installed
	$(CARGO) build --locked --bin soute
	fuzz/run.sh

.venv-fuzz/.installed: fuzz/requirements.txt
	python3 -m venv .venv-fuzz
	.venv-fuzz/bin/pip install --quiet --disable-pip-version-check -r fuzz/requirements.txt
	touch $@

## The scale budget (docs/scale.md), measured: every read endpoint at 50 clients and the create at 8, on the
## generated set (BENCH_SCALE, 1.0) against the 1 % set, in the same run; tables in bench/results/.
## Sets are cached in bench/data/. BENCH_SECONDS per endpoint; BENCH_DATABASE_URL and
## BENCH_SMALL_DATABASE_URL measure on PostgreSQL instead. bench-quick: scale 0.05, 2 s.
BENCH_TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)
bench: BENCH_DEFAULT_SCALE := 1.0
bench: BENCH_DEFAULT_SECONDS := 5
bench-quick: BENCH_DEFAULT_SCALE := 0.05
bench-quick: BENCH_DEFAULT_SECONDS := 2
bench bench-quick: web
	$(CARGO) build --release --locked --bin soute --example bench
	$(CARGO) run --release --locked --example bench -- \
		--soute "$(BENCH_TARGET_DIR)/release/soute" \
		--scale "$(or $(BENCH_SCALE),$(BENCH_DEFAULT_SCALE))" \
		--seconds "$(or $(BENCH_SECONDS),$(BENCH_DEFAULT_SECONDS))"

clean:
	$(CARGO) clean
	rm -rf web/dist web/node_modules web/test-results web/playwright-report .venv-fuzz fuzz/reports
