#!/usr/bin/env bash
# Runs the tests of the architecture's guarantees (ARCHITECTURE §3) N times in a row on the Postgres server named by
# TEST_DATABASE_URL, stopping at the first failure: concurrent appends and commands, late commits read in order,
# idempotent commands, the append-only log, rebuilds under load, live notices across instances, acknowledged writes
# surviving a crash. Usage: services/test/repeat-guarantees.sh [N] (default 20).
set -euo pipefail
runs="${1:-20}"
: "${TEST_DATABASE_URL:?set TEST_DATABASE_URL to a Postgres server}"
files=(
  services/src/platform/event-store/event-store.test.ts
  services/src/platform/commands/handle-command.test.ts
  services/src/platform/commands/run-command.test.ts
  services/src/platform/projections/projections.test.ts
  services/src/platform/live/live.test.ts
  services/src/features/stats/stats.test.ts
  services/src/server-crash.test.ts
)
for run in $(seq "$runs"); do
  started=$(date +%s)
  if ! npx vitest run --project integration "${files[@]}" > "/tmp/guarantees-run-$run.log" 2>&1; then
    echo "run $run of $runs failed; its output is in /tmp/guarantees-run-$run.log"
    exit 1
  fi
  echo "run $run of $runs passed ($(($(date +%s) - started)) s; $(grep -Eo '[0-9]+ passed' "/tmp/guarantees-run-$run.log" | tail -1) tests)"
done
echo "all $runs runs passed"
