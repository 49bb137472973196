// The current round: its number, whether bets are open, and the countdown to the lock or the draw
// (`countdown`, drawn by the caller: the server's, which renders the page again at zero, or the
// browser read's, which reads the board again). No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BetRound } from "@repo/api-client/endpoints/bit-game";
import { StatusPill } from "@repo/ui/status-pill";
import type { ReactNode } from "react";
import type { RoundPhase } from "./bet-rules";

export function RoundPanel({ round, phase, countdown }: { round: BetRound; phase: RoundPhase; countdown: ReactNode }) {
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
          {countdown}
        </div>
      )}
    </div>
  );
}
