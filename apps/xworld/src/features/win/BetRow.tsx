// One bet: the option and amount, the round, and once drawn the result and what it paid. No client code:
// the server renders the history's first page of rows, the browser the board's rows and later pages.
import { useLingui } from "@lingui/react/macro";
import type { BitBoard, PlacedBet } from "@repo/api-client/endpoints/bit-game";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { StatusPill } from "@repo/ui/status-pill";
import { formatExact } from "../wallet/format-coin";
import { useBetStatus, useDrawText, useOptionName } from "./use-bet-texts";

export function BetRow({ locale, board, bet, coin }: { locale: Locale; board: BitBoard; bet: PlacedBet; coin: string }) {
  const { t } = useLingui();
  const optionName = useOptionName();
  const status = useBetStatus()(bet.status);
  const drawText = useDrawText();
  const option = optionName(bet.option);
  const amount = formatExact(bet.amount, locale);
  const round = bet.round_id;
  const when = formatDateTime(bet.placed_at, { locale, seconds: true });
  const outcome = bet.result ? optionName(bet.result.outcome) : null;
  const draw = bet.result ? drawText(board, bet.result) : null;
  const payout = bet.payout && bet.status === "won" ? formatExact(bet.payout, locale) : null;
  return (
    <ListItem
      title={t`${option} · ${amount} ${coin}`}
      subtitle={outcome && draw ? t`Round ${round} · ${outcome} won (${draw})` : t`Round ${round} · ${when}`}
      trailing={
        <span className="flex flex-col items-end gap-4">
          <StatusPill tone={status.tone}>{status.label}</StatusPill>
          {payout ? <span className="text-13 font-semibold tabular-nums text-success">{t`+${payout} ${coin}`}</span> : null}
        </span>
      }
    />
  );
}
