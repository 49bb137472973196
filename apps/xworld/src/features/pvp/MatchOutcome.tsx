// How a match ended, for the one looking: a player's result and payout, or the winning side.
// No client code of its own: the server-rendered match page shows it too.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { formatDateTime } from "@repo/i18n/dates";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import { formatExact } from "../wallet/format-coin";
import { useSideName } from "./use-pvp-texts";

export function MatchOutcome({ locale, match }: { locale: Locale; match: PvpMatch }) {
  const { t } = useLingui();
  const sideName = useSideName();
  if (match.status !== "settled" && match.status !== "cancelled") return null;
  const coin = match.coin_name;
  const when = formatDateTime(match.closed_at, { locale });
  const paid = match.my_payout ? `${formatExact(match.my_payout, locale)} ${coin}` : null;
  const stake = `${formatExact(match.stake, locale)} ${coin}`;
  const winner = match.winner_side ? sideName(match.winner_side) : "";
  const formatted = formatExact(match.payout, locale);
  if (match.status === "cancelled") {
    return (
      <ResultCard tone="warning" title={<Trans>The host cancelled this match</Trans>} subtitle={when}>
        {paid ? <SummaryList rows={[{ label: t`Returned to your wallet`, value: paid, emphasis: true }]} /> : null}
      </ResultCard>
    );
  }
  if (match.my_result === "won") {
    return (
      <ResultCard title={<Trans>You won the match</Trans>} subtitle={when}>
        <SummaryList
          rows={[
            { label: t`Your stake`, value: stake },
            { label: t`Paid to your wallet`, value: paid ?? "--", emphasis: true, testId: "pvp-paid" },
          ]}
        />
      </ResultCard>
    );
  }
  if (match.my_result === "lost") {
    return (
      <ResultCard tone="danger" title={<Trans>You lost the match</Trans>} subtitle={when}>
        <p className="text-14 text-text">
          <Trans>The {winner} won. Your stake of {stake} went to the winner.</Trans>
        </p>
      </ResultCard>
    );
  }
  return (
    <ResultCard title={<Trans>The {winner} won</Trans>} subtitle={when}>
      <p className="text-14 text-text">
        <Trans>The winner was paid {formatted} {coin}.</Trans>
      </p>
    </ResultCard>
  );
}
