#!/usr/bin/env bash
# Every test of the project, as the README's `npm ci && npm test` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)

step() { printf '\n== %s\n' "$*"; }

step "lint"
npm run --silent lint
step "typecheck"
npm run --silent typecheck
step "build"
npm run --silent build
node scripts/bundle-size.mjs # the console's JavaScript budgets (docs/performance.md); fails on a regression

step "unit and integration tests (embedded PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/pglite.json"

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "integration tests again on PostgreSQL ($TEST_DATABASE_URL)"
  SOUQ_TEST_DB=postgres npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$results/postgres.json"
else
  echo "(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped)"
fi

if [[ -f e2e/vitest.config.ts ]]; then
  step "browser tests (Debian Chromium against the built product)"
  bash scripts/ensure-chromium.sh
  npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
fi

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "scale-out: two API processes, the outbox worker, PostgreSQL and Redis behind nginx"
  bash scripts/scale-out.sh --reporter=default --reporter=json --outputFile.json="$results/scale-out.json"
else
  echo "(TEST_DATABASE_URL is not set: the scale-out run is skipped)"
fi

node scripts/summarize-tests.mjs "$results"/*.json
