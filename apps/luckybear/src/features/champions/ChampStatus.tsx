"use client";
import { Trans, useLingui } from "@lingui/react/macro";
import { Countdown } from "@repo/ui/countdown";
import { type Champ, champCountdownTarget } from "./champ-time";

/** "Ends in 01:02:03" / "Starts in …" / "Ended"; `onPhaseEnd` when the countdown reaches zero. */
export function ChampStatus({ champ, onPhaseEnd }: { champ: Champ; onPhaseEnd?: () => void }) {
  const { t } = useLingui();
  const target = champCountdownTarget(champ);
  if (target === null) {
    return (
      <span className="text-13 font-semibold text-text-muted">
        <Trans>Ended</Trans>
      </span>
    );
  }
  const label = champ.status === "running" ? t`Ends in` : t`Starts in`;
  return (
    <span className="text-13 text-text-muted">
      {label} <Countdown target={target} label={label} onEnd={onPhaseEnd} className="text-text" />
    </span>
  );
}
