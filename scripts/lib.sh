# Shared by scripts/start.sh, scripts/test.sh and .ci/run: install what a fresh machine with only
# Node and npm lacks. Every step is skipped when the tool is already there.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="10.34.9"
export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1

log() { printf '\033[1m[%s]\033[0m %s\n' "$(basename "$0")" "$*"; }

ensure_node() {
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -lt 20 ]; then
    echo "Node 20.19 or newer is required (found $(node -v 2>/dev/null || echo none))." >&2
    exit 1
  fi
}

# pnpm 10 from the npm registry (corepack would need the internet). Falls back to a project-local
# install when the global prefix is not writable.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  if [ -x "$ROOT/.tools/node_modules/.bin/pnpm" ]; then export PATH="$ROOT/.tools/node_modules/.bin:$PATH"; return; fi
  log "installing pnpm $PNPM_VERSION"
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    npm install --prefix "$ROOT/.tools" --no-save "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
  fi
  hash -r
}

ensure_deps() {
  log "installing dependencies"
  (cd "$ROOT" && pnpm install --frozen-lockfile --prefer-offline --reporter=silent) || return 1
  # The compiled Lingui catalogs are build output (git-ignored): made from the .po files every time.
  (cd "$ROOT" && pnpm --filter @repo/i18n compile >/dev/null)
}

# Debian's Chromium for Playwright and Storybook tests (no browser downloads on these machines).
ensure_chromium() {
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROMIUM_PATH" ]; then return; fi
  log "installing Debian's chromium"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; else
      echo "Chromium is missing at $CHROMIUM_PATH and this user cannot install it: run 'apt-get install -y chromium' as root." >&2
      exit 1
    fi
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM_PATH" ] || { echo "Chromium did not install at $CHROMIUM_PATH" >&2; exit 1; }
}
