"use client";
// The result of the last round the player bet on, once drawn: the winning option, the draw, and what
// the player's bets paid. Read again until the round is settled.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import { formatExact } from "../wallet/format-coin";
import { useDrawText, useOptionName } from "./use-bet-texts";

const UNTIL_SETTLED_MS = 2_000;

export function MyRoundResult({ locale, board, roundId, coin }: { locale: Locale; board: BitBoard; roundId: number; coin: string }) {
  const { t } = useLingui();
  const optionName = useOptionName();
  const drawText = useDrawText();
  const round = useApiQuery(bitGameEndpoints.roundResult, { board, round_id: roundId }, { refetchInterval: (query) => (query.state.data?.result ? false : UNTIL_SETTLED_MS) });
  const result = round.data?.result;
  if (!result || !round.data) return null;
  const bets = round.data.my_bets;
  const staked = bets.reduce((sum, bet) => sum + unitsOf(bet.amount), 0n);
  const paid = bets.reduce((sum, bet) => sum + unitsOf(bet.payout ?? "0"), 0n);
  const winner = optionName(result.outcome);
  const draw = drawText(board, result);
  const stakedText = formatExact(fromUnits(staked), locale);
  const paidText = formatExact(fromUnits(paid), locale);
  return (
    <ResultCard
      tone={paid > 0n ? "success" : "danger"}
      title={paid > 0n ? <Trans>You won {paidText} {coin}</Trans> : <Trans>No win this round</Trans>}
      subtitle={t`Round ${roundId}: ${winner} won (${draw})`}
    >
      <SummaryList
        rows={[
          { label: t`You bet`, value: `${stakedText} ${coin}` },
          { label: t`Paid to your game balance`, value: `${paidText} ${coin}`, emphasis: true, testId: "round-paid" },
        ]}
      />
    </ResultCard>
  );
}
