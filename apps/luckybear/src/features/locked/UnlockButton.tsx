"use client";
// An unlockable lock's button (`unlock`: the page's use-unlock), and under it why its last release was
// refused.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import type { useUnlock } from "./use-unlock";
import { useUnlockFailureText } from "./use-unlock-failure-text";

/** `label`: the button's accessible name ("Unlock 4.00 LB-USDT"). */
export function UnlockButton({ lockId, label, unlock }: { lockId: number; label: string; unlock: ReturnType<typeof useUnlock> }) {
  const failureText = useUnlockFailureText();
  const row = unlock.rowOf(lockId);
  const failure = row.error ? failureText(row.error) : null;
  return (
    <>
      <Button size="sm" loading={row.releasing} disabled={row.blocked} onClick={() => unlock.release(lockId)} aria-label={label}>
        <Trans>Unlock</Trans>
      </Button>
      {failure ? (
        <p role="alert" className="text-13 text-danger">
          {failure}
        </p>
      ) : null}
    </>
  );
}
