#!/usr/bin/env bash
# Sets up, builds and serves the playground on http://127.0.0.1:8080 (override: PORT=...).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash scripts/setup.sh
PORT="${PORT:-8080}"
echo "stridelab playground: http://127.0.0.1:$PORT/"
exec trunk serve --release --address 127.0.0.1 --port "$PORT"
