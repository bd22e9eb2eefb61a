#!/usr/bin/env bash
# The restore drill of the README (« Sauvegarder et restaurer »), run by `make test`: a server
# serves a demo database while `soute backup` copies it; the archive is verified, restored into
# an empty folder, a server starts on the copy, and the admin signs in and finds every expedition.
#   SOUTE_BIN   the server binary (default: the debug build)
#   DRILL_PORT  first of two loopback ports (default 18991)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${SOUTE_BIN:-${CARGO_TARGET_DIR:-target}/debug/soute}
port=${DRILL_PORT:-18991}
password=Drill-admin-2026
work=$(mktemp -d)
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
# The drill is of the SQLite data folder: PostgreSQL is copied by its own tools.
unset DATABASE_URL

# start DIR PORT: a server on DIR, ready when /api/ready answers.
start() {
  "$bin" --data-dir "$1" serve --bind "127.0.0.1:$2" --backup-every 0 >"$work/server-$2.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$2/api/ready" >/dev/null && return 0
    sleep 0.5
  done
  cat "$work/server-$2.log" >&2
  echo "restore drill: the server on $1 never became ready" >&2
  exit 1
}
stop() {
  kill "$pid"
  wait "$pid" || true
  pid=
}
# expeditions PORT: how many expeditions the admin sees.
expeditions() {
  local token
  token=$(curl -sf "http://127.0.0.1:$1/api/login" -H 'content-type: application/json' \
    -d "{\"username\":\"admin\",\"password\":\"$password\"}" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
  curl -sf "http://127.0.0.1:$1/api/expeditions?per_page=1" -H "x-access-token: $token" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["total"])'
}

SOUTE_ADMIN_PASSWORD=$password "$bin" --data-dir "$work/live" demo >/dev/null
start "$work/live" "$port"
before=$(expeditions "$port")
# Taken while the server serves.
"$bin" --data-dir "$work/live" backup --to "$work/backups"
stop
archive=$(ls "$work"/backups/soute-*.tar.gz)
"$bin" backup --verify "$archive"
"$bin" --data-dir "$work/restored" restore "$archive"
# The copy logs one JSON object per line, as a log collector reads them.
SOUTE_LOG_FORMAT=json start "$work/restored" "$((port + 1))"
after=$(expeditions "$((port + 1))")
stop
python3 - "$work/server-$((port + 1)).log" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
assert lines, "the server logged nothing"
for line in lines:
    entry = json.loads(line)
    assert "level" in entry and "fields" in entry, line
PY
if [ "$before" != "$after" ] || [ "$before" -eq 0 ]; then
  echo "restore drill: $before expeditions before, $after after the restore" >&2
  exit 1
fi
echo "restore drill: backup taken while serving, verified, restored; the copy serves its $after expeditions and logs JSON"
