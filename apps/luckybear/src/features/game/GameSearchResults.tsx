"use client";
// Games whose name matches the search (game_search), narrowed by the provider filter.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { useApiQuery } from "@repo/api-client/react";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { GameGrid, type GameGridProps } from "./GameGrid";
import { GameGridSkeleton } from "./GameGridSkeleton";

export function GameSearchResults({ keyword, provider, ...wiring }: Omit<GameGridProps, "label" | "games"> & { keyword: string; provider: string | null }) {
  const { t } = useLingui();
  const results = useApiQuery(luckyBearGameEndpoints.gameSearch, { keyword });
  if (results.isError && !results.data) return <ErrorState title={t`The search did not work.`} onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  if (!results.data) return <GameGridSkeleton count={6} />;
  const games = results.data.list.filter((game) => !provider || game.provider === provider);
  if (games.length === 0) {
    return <EmptyState title={<Trans>No games found for “{keyword}”</Trans>} description={<Trans>Check the spelling, or try another provider.</Trans>} />;
  }
  return <GameGrid label={t`Search results`} games={games} {...wiring} />;
}
