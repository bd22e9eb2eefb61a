#!/usr/bin/env bash
# `make fuzz`: schemathesis, every check, against a fresh `soute` holding the demo data (so reads
# answer real rows) on SQLite, then on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
# Fails when a gating check failed on either engine. Reports: fuzz/reports/<engine>{.txt,-summary.txt}.
#   FUZZ_EXAMPLES  test cases per operation and phase (default 100)
#   FUZZ_GATE      checks that fail the run (default: server errors, response schemas, and the
#                  document saying what the server accepts: schema-valid requests are not refused
#                  as malformed, schema-violating ones are; fuzz/schemathesis.toml says why 422 is
#                  a refusal the document cannot state)
#   FUZZ_PORT      loopback port of the server under test (default 18990)
#   SOUTE_BIN      the server binary (default: the debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

examples=${FUZZ_EXAMPLES:-100}
gate=${FUZZ_GATE:-not_a_server_error,response_schema_conformance,positive_data_acceptance,negative_data_rejection}
port=${FUZZ_PORT:-18990}
built=${SOUTE_BIN:-${CARGO_TARGET_DIR:-target}/debug/soute}
st=$root/.venv-fuzz/bin/schemathesis
reports=$root/fuzz/reports
password=Fuzz-admin-2026
base=http://127.0.0.1:$port

work=$(mktemp -d)
server_pid=
pg_database=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ -n "$pg_database" ]; then psql -q "$TEST_DATABASE_URL" -c "DROP DATABASE IF EXISTS $pg_database WITH (FORCE)"; fi
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$reports"
# A copy: a shared target folder may get another build of `soute` during the run.
bin=$work/soute
cp "$built" "$bin"

# fuzz ENGINE [DATABASE_URL]: one fresh server, one schemathesis run, its summary.
fuzz() {
  local engine=$1 database_url=${2:-}
  mkdir -p "$work/$engine"
  rm -f "$reports/$engine".* "$reports/$engine"-*
  export SOUTE_ADMIN_PASSWORD=$password
  env ${database_url:+DATABASE_URL="$database_url"} "$bin" --data-dir "$work/$engine" demo >/dev/null
  env ${database_url:+DATABASE_URL="$database_url"} RUST_LOG=soute=warn \
    "$bin" --data-dir "$work/$engine" serve --bind "127.0.0.1:$port" >"$reports/$engine-server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 60); do
    curl -sf "$base/api/health" >/dev/null && break
    sleep 0.5
  done
  local token
  token=$(curl -sf "$base/api/login" -H 'content-type: application/json' \
    -d "{\"username\":\"admin\",\"password\":\"$password\"}" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
  echo "== $engine: schemathesis, $examples examples per operation (output: fuzz/reports/$engine.txt)"
  local started=$SECONDS
  # Signing out would end the session every other case uses.
  (cd "$reports" && "$st" --config-file "$root/fuzz/schemathesis.toml" run "$base/api/openapi.json" -H "x-access-token: $token" \
    --checks all --continue-on-failure --max-examples "$examples" --exclude-path /api/logout \
    --generation-database none --no-color --report ndjson --report-ndjson-path "$engine.ndjson" \
    >"$engine.txt" 2>&1) || true
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=
  echo "$engine: $((SECONDS - started)) s"
  python3 fuzz/summary.py "$reports/$engine.ndjson" "$gate" >"$reports/$engine-summary.txt" || status=1
  cat "$reports/$engine-summary.txt"
}

status=0
fuzz sqlite
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pg_database=soute_fuzz_$$
  psql -q "$TEST_DATABASE_URL" -c "CREATE DATABASE $pg_database"
  # The same URL with its database name replaced.
  fuzz postgres "$(sed -E "s#^([a-z]+://[^/]+)/[^?]*#\1/$pg_database#" <<<"$TEST_DATABASE_URL")"
else
  echo "TEST_DATABASE_URL is not set: fuzzed on SQLite only"
fi
exit $status
