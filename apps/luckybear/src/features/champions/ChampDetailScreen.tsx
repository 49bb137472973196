"use client";
// /luckybear/champions/[champId]: one championship (champ/detail): countdown, prize pool, rules, the
// billboard with the player's own rank, and the reward received once after the end (champ/receive_reward).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import { ChampBoard } from "./ChampBoard";
import { ChampReward } from "./ChampReward";
import { ChampStatus } from "./ChampStatus";
import type { ChampDetailFirst } from "./load-champ-detail";

export interface ChampDetailScreenProps {
  locale: Locale;
  champId: number;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<ChampDetailFirst> | null;
}

export function ChampDetailScreen({ locale, champId, first }: ChampDetailScreenProps) {
  const server = usePlayerFirst(first);
  return server.signedIn ? <PlayerChampDetail locale={locale} champId={champId} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerChampDetail({ locale, champId, server }: { locale: Locale; champId: number; server: PlayerAnswers<ChampDetailFirst> }) {
  const { t } = useLingui();
  const detail = useApiQuery(luckyBearRewardEndpoints.champDetail, { champ_id: champId }, server.answer(server.data?.detail));
  const refetch = detail.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);

  if (detail.isError) {
    return (
      <div className="px-16 py-16">
        <ErrorState title={t`This championship could not load.`} onRetry={reread} retrying={detail.isFetching} />
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="px-16 py-16">
        <Card>
          <SkeletonText lines={5} />
        </Card>
      </div>
    );
  }
  const champ = detail.data;
  const pool = `${formatAmount(champ.prize_pool, { locale })} ${champ.coin_name}`;
  const score = formatAmount(champ.my_score, { locale });
  const rank = champ.my_rank;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <div>
        <h1 className="text-24 font-bold text-text">{champ.title}</h1>
        <ChampStatus champ={champ} onPhaseEnd={reread} />
      </div>
      <Card>
        <p className="text-14 text-text">
          <Trans>Prize pool {pool}</Trans>
        </p>
        <p className="mt-4 text-14 text-text-muted" data-testid="champ-me">
          {rank === null ? <Trans>Your score: {score} · not ranked</Trans> : <Trans>Your score: {score} · rank {rank}</Trans>}
        </p>
        <ChampReward locale={locale} champId={champ.champ_id} status={champ.status} reward={champ.my_reward} onDone={reread} />
      </Card>
      <ChampBoard locale={locale} champId={champId} myScore={champ.my_score} server={server.answer(server.data?.board)} />
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
