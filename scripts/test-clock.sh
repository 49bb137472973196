#!/usr/bin/env bash
# `pnpm test:clock`: proof that no unit suite depends on the hour, the date or the time zone. Runs every
# workspace's Vitest suite under Debian's faketime (libfaketime) at the three moments that broke suites
# before: 23:35 UTC, 23:40 UTC in UTC+14 (Pacific/Kiritimati) and 00:05 UTC the next day. Turbo is not used
# here: it passes only declared variables to tasks, and faketime works through LD_PRELOAD.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
command -v faketime >/dev/null 2>&1 || { echo "faketime is missing: apt-get install -y faketime" >&2; exit 1; }

moments=("2026-11-23 23:35:00|UTC" "2026-11-23 23:40:00|Pacific/Kiritimati" "2026-11-24 00:05:00|UTC")
workspaces=$(ls -d apps/*/vitest.config.ts packages/*/vitest.config.ts tooling/*/vitest.config.ts 2>/dev/null | xargs -n1 dirname)
failed=0
for moment in "${moments[@]}"; do
  at=${moment%|*} zone=${moment#*|}
  for dir in $workspaces; do
    if (cd "$dir" && TZ=$zone faketime "$at" ./node_modules/.bin/vitest run --reporter=dot --outputFile.json=/dev/null >/tmp/test-clock.log 2>&1); then
      printf 'passed  %-20s %s %s\n' "$dir" "$at" "$zone"
    else
      failed=$((failed + 1))
      printf 'FAILED  %-20s %s %s\n' "$dir" "$at" "$zone"
      grep -E "FAIL|AssertionError|Expected|Received" /tmp/test-clock.log | head -12 | sed 's/^/    /'
    fi
  done
done
echo "$failed failed"
[ "$failed" -eq 0 ]
