"use client";
// game_list of one category and provider, 20 a page: the next page loads when the end of the list
// scrolls into view, or with the button.
import { Trans, useLingui } from "@lingui/react/macro";
import { type Game, luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { LoadMore } from "@repo/ui/load-more";
import { GameGrid, type GameGridProps } from "./GameGrid";
import { GameGridSkeleton } from "./GameGridSkeleton";
import { GAME_PAGE_SIZE, type GamePage } from "./game-tab-query";

type GridWiring = Omit<GameGridProps, "label" | "games">;

interface ListProps {
  filter: { category?: string; provider?: string };
  label: string;
  /** This listing's first page as the server rendered it; null: asked for on mount. */
  first: GamePage | null;
}

export function InfiniteGameList({ filter, label, first, ...wiring }: GridWiring & ListProps) {
  const { t } = useLingui();
  const games = useApiInfiniteQuery(
    luckyBearGameEndpoints.gameList,
    { ...filter, page_size: GAME_PAGE_SIZE },
    firstPageFromServer(first),
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = games;

  if (games.isError && !games.data) return <ErrorState title={t`The games could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} />;
  if (!games.data) return <GameGridSkeleton />;
  const list: Game[] = games.data.pages.flatMap((page) => page.list);
  const total = games.data.pages.at(-1)?.total ?? list.length;
  if (list.length === 0) return <EmptyState title={<Trans>No games here</Trans>} description={<Trans>Try another category or provider.</Trans>} />;
  const shown = list.length;
  return (
    <div className="flex flex-col gap-12">
      <GameGrid label={label} games={list} {...wiring} />
      <p className="text-center text-12 text-text-muted" aria-live="polite">
        <Trans>
          {shown} of {total} games
        </Trans>
      </p>
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={games.isFetchNextPageError} onLoadMore={() => void fetchNextPage()}>
        <Trans>Load more games</Trans>
      </LoadMore>
    </div>
  );
}
