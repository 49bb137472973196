#!/usr/bin/env bash
# `npm test`: install what is missing, then run every check and test suite and print one total:
#   static checks (typecheck, lint, i18n catalogs) -> unit tests -> Storybook tests in Chromium and its
#   static build
#   -> build both apps (and the floor) -> end-to-end tests in Chromium and the first-load JS budget.
# The last line is `N passed, N failed`; the exit code is non-zero when anything failed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
ensure_node
ensure_pnpm
ensure_deps || exit 1
ensure_chromium || exit 1
cd "$ROOT"

rm -rf .turbo/runs
find . -path ./node_modules -prune -o -type d -name .reports -prune -exec rm -rf {} + 2>/dev/null

log "static checks, unit and Storybook tests"
pnpm turbo run typecheck lint check test test:storybook build-storybook --continue --summarize --output-logs=errors-only --concurrency=2

log "building the apps, running the end-to-end tests and checking the first-load JS budget"
pnpm turbo run test:e2e test:budget --continue=dependencies-successful --summarize --output-logs=errors-only --concurrency=1

node scripts/summarize-tests.mjs
