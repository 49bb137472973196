#!/usr/bin/env bash
# `pnpm test:clock`: proof that no unit suite depends on the hour, the date or the time zone. Runs every
# workspace's Vitest suite (every apps/*, packages/*, tooling/* with a vitest.config.*, found, not listed)
# under Debian's faketime (libfaketime) at the three moments that broke suites before: 23:35 UTC, 23:40 UTC
# in UTC+14 (TZ=Pacific/Kiritimati, where it is already 13:40 the next day) and 00:05 UTC the next day.
# Turbo is not used here: it passes only declared variables to tasks, and faketime works through LD_PRELOAD.
#
# faketime reads a bare "2026-11-23 23:40:00" in the zone of TZ, so every moment carries "UTC" and the
# script checks, before any suite runs, that `date -u` under faketime shows the intended UTC time.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is missing. On Debian/Ubuntu: sudo apt-get install -y faketime (libfaketime); then run pnpm test:clock again." >&2
  exit 1
fi

# moment (always in UTC) | TZ of the run | what `date -u` must show
moments=(
  "2026-11-23 23:35:00 UTC|UTC|2026-11-23 23:35"
  "2026-11-23 23:40:00 UTC|Pacific/Kiritimati|2026-11-23 23:40"
  "2026-11-24 00:05:00 UTC|UTC|2026-11-24 00:05"
)
for moment in "${moments[@]}"; do
  IFS='|' read -r at zone expected <<<"$moment"
  shown=$(TZ=$zone faketime "$at" date -u '+%Y-%m-%d %H:%M')
  if [ "$shown" != "$expected" ]; then
    echo "faketime '$at' with TZ=$zone shows $shown UTC, not $expected UTC: the proof would test the wrong moment" >&2
    exit 1
  fi
done

workspaces=$(ls -d apps/*/vitest.config.* packages/*/vitest.config.* tooling/*/vitest.config.* 2>/dev/null | xargs -n1 dirname | sort -u)
count=$(echo "$workspaces" | wc -w)
echo "$count workspaces with a unit suite: $(echo $workspaces)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed=0
for moment in "${moments[@]}"; do
  IFS='|' read -r at zone _ <<<"$moment"
  for dir in $workspaces; do
    if (cd "$dir" && TZ=$zone faketime "$at" ./node_modules/.bin/vitest run --reporter=dot --outputFile.json=/dev/null >"$log" 2>&1); then
      summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E "^ *Tests " | sed 's/^ *Tests *//' | tail -1)
      printf 'passed  %-22s %s  TZ=%-19s %s\n' "$dir" "$at" "$zone" "$summary"
    else
      failed=$((failed + 1))
      printf 'FAILED  %-22s %s  TZ=%s\n' "$dir" "$at" "$zone"
      sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E "FAIL|AssertionError|Expected|Received|Error:" | head -12 | sed 's/^/    /'
    fi
  done
done
echo "$((count * ${#moments[@]} - failed)) of $((count * ${#moments[@]})) runs passed, $failed failed"
[ "$failed" -eq 0 ]
