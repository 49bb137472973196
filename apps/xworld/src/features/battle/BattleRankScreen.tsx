"use client";
// /battle/rank: today's leaderboard by best score, the player's own row pinned under it.
import { Trans, useLingui } from "@lingui/react/macro";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import { SkeletonText } from "@repo/ui/skeleton";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { battleHref } from "./battle-rules";
import type { BattleRankFirst } from "./load-battle-rank";

export interface BattleRankScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BattleRankFirst> | null;
}

export function BattleRankScreen({ locale, first }: BattleRankScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/battle" heading={<Trans>Battle leaderboard</Trans>}>
      {viewer === "player" ? (
        <Leaderboard server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={battleHref(locale, "rank")}
          title={<Trans>Battle every day</Trans>}
          description={<Trans>Sign in to enter today's battle; the top three share the prize pool.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={6} />
        </Card>
      )}
    </PageFrame>
  );
}

function Leaderboard({ server }: { server: PlayerAnswers<BattleRankFirst> }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const battle = useApiQuery(battleEndpoints.current, {}, server.answer(server.data?.battle));
  const battleId = battle.data?.battle_id ?? 0;
  // The server's leaderboard stands only for the battle it was read for (not the next day's).
  const serverRank = server.data?.rank?.battle_id === battleId ? server.data.rank : null;
  const board = useApiQuery(battleEndpoints.rank, { battle_id: battleId }, { enabled: battle.data !== undefined, ...server.answer(serverRank) });
  const failed = (battle.isError && !battle.data) || (board.isError && !board.data);
  if (failed) {
    const retry = () => void (battle.isError ? battle.refetch() : board.refetch());
    return <ErrorState title={t`The leaderboard could not load.`} onRetry={retry} retrying={battle.isFetching || board.isFetching} />;
  }
  if (!board.data) {
    return (
      <Card>
        <SkeletonText lines={8} />
      </Card>
    );
  }
  const rows: RankedRow[] = board.data.list.map((row) => {
    const score = row.score;
    return { id: row.user_id, rank: row.rank, name: row.username, avatar: row.avatar || undefined, value: t`${score} pts` };
  });
  const myScore = board.data.my_score;
  const own = ownRankedRow(rows, board.data.my_rank, userName ?? t`You`, myScore === null ? "" : t`${myScore} pts`);
  return (
    <Card flush>
      <RankedList
        label={t`Battle leaderboard`}
        rows={rows}
        own={own}
        empty={<EmptyState title={<Trans>Nobody has entered today's battle yet.</Trans>} description={<Trans>Be the first.</Trans>} />}
      />
    </Card>
  );
}
