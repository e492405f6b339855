#!/usr/bin/env bash
# Two API processes and the outbox worker against one PostgreSQL and one Redis, behind nginx on
# loopback, with the integration smoke suite run through the balancer. Needs TEST_DATABASE_URL
# (a PostgreSQL where databases may be created) and Redis (TEST_REDIS_URL, default local).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-nginx.sh
if [[ ! -f apps/server/dist/server.js ]]; then npm run --silent build; fi
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
npx vitest run --config e2e/scale-out/vitest.config.ts "$@"
