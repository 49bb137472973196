"use client";
// /honor/board: players ranked by honor points, the player's own row pinned under the board.
import { Trans, useLingui } from "@lingui/react/macro";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";
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
import { honorHref } from "./honor-rules";
import type { HonorBoardFirst } from "./load-honor-board";

export interface HonorBoardScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<HonorBoardFirst> | null;
}

export function HonorBoardScreen({ locale, first }: HonorBoardScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/honor" heading={<Trans>Honor board</Trans>}>
      {viewer === "player" ? (
        <Board server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={honorHref(locale, "board")}
          title={<Trans>Earn honor and badges</Trans>}
          description={<Trans>Sign in to see your achievements and climb the honor board.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={8} />
        </Card>
      )}
    </PageFrame>
  );
}

function Board({ server }: { server: PlayerAnswers<HonorBoardFirst> }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const board = useApiQuery(honorEndpoints.board, {}, server.answer(server.data?.board));
  if (board.isError && !board.data) {
    return <ErrorState title={t`The honor board could not load.`} onRetry={() => void board.refetch()} retrying={board.isFetching} />;
  }
  if (!board.data) {
    return (
      <Card>
        <SkeletonText lines={8} />
      </Card>
    );
  }
  const rows: RankedRow[] = board.data.list.map((row) => {
    const points = row.honor_points;
    const badges = row.badges;
    return { id: row.user_id, rank: row.rank, name: row.username, avatar: row.avatar || undefined, value: t`${points} honor · ${badges} badges` };
  });
  const myPoints = board.data.my_points;
  const own = ownRankedRow(rows, board.data.my_rank, userName ?? t`You`, t`${myPoints} honor`);
  return (
    <Card flush>
      <RankedList label={t`Honor board`} rows={rows} own={own} empty={<EmptyState title={<Trans>Nobody has honor yet.</Trans>} />} />
    </Card>
  );
}
