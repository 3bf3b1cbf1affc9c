#!/usr/bin/env bash
# npm test: lint, types, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end to end.
set -euo pipefail
source "$(dirname "$0")/ensure-install.sh"
exec node scripts/test.ts "$@"
