#!/usr/bin/env bash
# npm run bench: performance measurements against baselines taken in the same run.
set -euo pipefail
source "$(dirname "$0")/ensure-install.sh"
exec node bench/run.ts "$@"
