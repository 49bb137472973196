"use client";
// The favourites tab: the player's saved games (narrowed by the provider filter); guests are asked
// to sign in.
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { GameGrid, type GameGridProps } from "./GameGrid";
import { GameGridSkeleton } from "./GameGridSkeleton";

export function FavouriteGames({ provider, loginHref, ...wiring }: Omit<GameGridProps, "label" | "games"> & { provider: string | null; loginHref: string }) {
  const { t } = useLingui();
  const { favourites } = wiring;
  if (!favourites.loggedIn) {
    return (
      <EmptyState
        title={<Trans>Sign in to save favourites</Trans>}
        description={<Trans>Tap the heart on a game to find it here next time.</Trans>}
        action={
          <Link href={loginHref} className="text-15 font-semibold text-link">
            <Trans>Sign in</Trans>
          </Link>
        }
      />
    );
  }
  if (favourites.isError && !favourites.list) return <ErrorState title={t`Your favourites could not load.`} onRetry={favourites.retry} />;
  if (!favourites.list) return <GameGridSkeleton count={3} />;
  const games = favourites.list.filter((game) => !provider || game.provider === provider);
  if (games.length === 0) {
    return <EmptyState title={<Trans>No favourites yet</Trans>} description={<Trans>Tap the heart on a game to save it here.</Trans>} />;
  }
  return <GameGrid label={t`Favourite games`} games={games} {...wiring} />;
}
