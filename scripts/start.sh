#!/usr/bin/env bash
# npm start: install what is missing, build, migrate and seed the embedded database, serve both tiers.
set -euo pipefail
source "$(dirname "$0")/ensure-install.sh"
exec node scripts/start.ts "$@"
