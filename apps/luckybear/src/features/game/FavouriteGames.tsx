"use client";
// The favourites tab: the player's saved games (narrowed by the provider filter), loaded after start
// with the player's part of the tab (GameTabActions); guests are asked to sign in.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { GameCard, GameCardList } from "./GameCard";
import type { FavouritesPartProps } from "./FavouritesPart";
import { useGameTabState } from "./game-tab-actions-context";
import { useLoginHref } from "./use-login-href";

export function FavouriteGames({ locale, provider, skeleton }: FavouritesPartProps) {
  const { t } = useLingui();
  const loggedIn = useGameTabState((state) => state.loggedIn);
  const player = useGameTabState((state) => state.player);
  // Rendered in the browser only (a lazy part): the platform's sign-in address at once.
  const signInHref = useLoginHref(locale)();
  if (!loggedIn) {
    return (
      <EmptyState
        title={<Trans>Sign in to save favourites</Trans>}
        description={<Trans>Tap the heart on a game to find it here next time.</Trans>}
        action={
          <Link href={signInHref} className="text-15 font-semibold text-link">
            <Trans>Sign in</Trans>
          </Link>
        }
      />
    );
  }
  const favourites = player?.favourites;
  if (favourites?.isError && !favourites.list) return <ErrorState title={t`Your favourites could not load.`} onRetry={favourites.retry} />;
  if (!favourites?.list) return skeleton;
  const games = favourites.list.filter((game) => !provider || game.provider === provider);
  if (games.length === 0) {
    return <EmptyState title={<Trans>No favourites yet</Trans>} description={<Trans>Tap the heart on a game to save it here.</Trans>} />;
  }
  return (
    <GameCardList label={t`Favourite games`}>
      {games.map((game, index) => (
        <GameCard key={game.game_id} game={game} index={index} />
      ))}
    </GameCardList>
  );
}
