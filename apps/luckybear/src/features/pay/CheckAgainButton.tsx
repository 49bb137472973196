"use client";
// Reads the order again after a payment was sent (the result's way on while XWorld confirms it).
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";

export function CheckAgainButton({ onCheck, checking }: { onCheck: () => void; checking: boolean }) {
  return (
    <Button variant="secondary" size="sm" loading={checking} onClick={onCheck}>
      <Trans>Check again</Trans>
    </Button>
  );
}
