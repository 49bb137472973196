#!/usr/bin/env bash
# `npm start`: install what is missing, then run the dev API and both apps, printing their URLs.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
ensure_node
ensure_pnpm
ensure_deps
cd "$ROOT"

DEV_API_PORT="${DEV_API_PORT:-4400}"
export DEV_API_PORT API_ORIGIN="${API_ORIGIN:-http://127.0.0.1:$DEV_API_PORT}"
cat <<MSG

  dev API     http://127.0.0.1:$DEV_API_PORT   (reset state: POST /__dev/reset)
  xworld      http://127.0.0.1:3000
  luckybear   http://127.0.0.1:3001
  Storybook   pnpm storybook  ->  http://127.0.0.1:6006

MSG
exec pnpm turbo run dev --filter=@repo/dev-api --filter=xworld --filter=luckybear --ui=stream
