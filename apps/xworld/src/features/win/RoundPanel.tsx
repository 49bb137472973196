"use client";
// The current round: its number, whether bets are open, and the countdown to the lock or the draw.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BetRound } from "@repo/api-client/endpoints/bit-game";
import { Countdown } from "@repo/ui/countdown";
import { StatusPill } from "@repo/ui/status-pill";
import { countdownTarget, type RoundPhase } from "./bet-rules";

export function RoundPanel({ round, phase, onPhaseEnd }: { round: BetRound; phase: RoundPhase; onPhaseEnd: () => void }) {
  const { t } = useLingui();
  const id = round.round_id;
  return (
    <div className="flex items-center justify-between gap-12 rounded-16 bg-surface-raised px-16 py-12" data-testid="round-panel">
      <div className="flex flex-col gap-4">
        <p className="text-13 text-text-muted">
          <Trans>Round {id}</Trans>
        </p>
        {phase === "betting" ? (
          <StatusPill tone="info">{t`Bets open`}</StatusPill>
        ) : phase === "locked" ? (
          <StatusPill tone="warning">{t`Bets closed`}</StatusPill>
        ) : (
          <StatusPill tone="neutral">{t`Drawing`}</StatusPill>
        )}
      </div>
      {phase === "drawing" ? null : (
        <div className="flex flex-col items-end">
          <p className="text-12 text-text-muted">{phase === "betting" ? <Trans>Bets close in</Trans> : <Trans>Draw in</Trans>}</p>
          <Countdown
            key={`${id}-${phase}`}
            target={countdownTarget(round, phase)}
            onEnd={onPhaseEnd}
            label={phase === "betting" ? t`Bets close in` : t`Draw in`}
            className="text-24 text-text"
          >
            {(parts) => `${String(parts.minutes).padStart(2, "0")}:${String(parts.seconds).padStart(2, "0")}`}
          </Countdown>
        </div>
      )}
    </div>
  );
}
