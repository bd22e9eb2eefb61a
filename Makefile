# Soute: `make run` to try it, `make test` for every quality gate (DESIGN.md §8).
# TEST_DATABASE_URL=postgres://user:pass@host/db also runs the API tests on PostgreSQL.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
CARGO ?= cargo
SOUTE_DATA_DIR ?= ./data

.PHONY: run web web-deps server test check-rust test-rust test-web test-e2e screenshots fuzz clean

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

test: check-rust web test-rust test-web test-e2e
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

clean:
	$(CARGO) clean
	rm -rf web/dist web/node_modules web/test-results web/playwright-report .venv-fuzz fuzz/reports
