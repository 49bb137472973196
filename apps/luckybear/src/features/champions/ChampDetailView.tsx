// One championship: its title and status (`status`, a countdown the caller gives: it knows what reads the
// championship again at zero), prize pool, the player's score and rank, their reward (`receive`: the
// button once it has ended), the billboard (`board`) and the rules. No client code of its own: rendered
// on the server (the page's read for the player) and in the browser (ChampDetailRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { ChampRewardView } from "./ChampRewardView";

export type ChampDetail = ResponseOf<typeof luckyBearRewardEndpoints.champDetail>;

interface ChampDetailViewProps {
  locale: Locale;
  champ: ChampDetail;
  status: ReactNode;
  receive: ReactNode;
  board: ReactNode;
}

export function ChampDetailView({ locale, champ, status, receive, board }: ChampDetailViewProps) {
  const { t } = useLingui();
  const pool = `${formatAmount(champ.prize_pool, { locale })} ${champ.coin_name}`;
  const score = formatAmount(champ.my_score, { locale });
  const rank = champ.my_rank;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <div>
        <h1 className="text-24 font-bold text-text">{champ.title}</h1>
        {status}
      </div>
      <Card>
        <p className="text-14 text-text">
          <Trans>Prize pool {pool}</Trans>
        </p>
        <p className="mt-4 text-14 text-text-muted" data-testid="champ-me">
          {rank === null ? <Trans>Your score: {score} · not ranked</Trans> : <Trans>Your score: {score} · rank {rank}</Trans>}
        </p>
        {champ.my_reward ? <ChampRewardView locale={locale} status={champ.status} reward={champ.my_reward} receive={receive} /> : null}
      </Card>
      {board}
      {champ.rules.length > 0 ? (
        <Card title={t`Rules`}>
          <ul className="list-disc pl-20 text-14 text-text">
            {champ.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
