"use client";
// "n of total games" under the game list, counting the later pages' games as they arrive.
import { Trans } from "@lingui/react/macro";
import { usePaging } from "@repo/app-shell/paging/server-paging";

export function GameCount() {
  const { first, more } = usePaging();
  const shown = first.shown + (more?.laterCount ?? 0);
  const total = more?.total ?? first.total;
  return (
    <p className="text-center text-12 text-text-muted" aria-live="polite">
      <Trans>
        {shown} of {total} games
      </Trans>
    </p>
  );
}
