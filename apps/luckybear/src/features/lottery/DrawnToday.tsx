// Today's free draw, already drawn: the line, the countdown to the next chance (`countdown`, when the
// server says when it comes) and when to come back. No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

export function DrawnToday({ countdown }: { countdown: ReactNode }) {
  return (
    <>
      <p className="text-16 font-semibold text-text" data-testid="lottery-drawn">
        <Trans>Already drawn today</Trans>
      </p>
      {countdown}
      <p className="text-14 text-text-muted">
        <Trans>Come back for your next free draw.</Trans>
      </p>
    </>
  );
}
