"use client";
// A game card's heart: keeps the game among the signed-in player's favourites (a guest is asked to sign in).
import { useLingui } from "@lingui/react/macro";
import { useGameTabState } from "./game-tab-actions-context";

export function FavouriteHeart({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useLingui();
  const toggleFavourite = useGameTabState((state) => state.toggleFavourite);
  const favourite = useGameTabState((state) => state.player?.favourites.has(gameId) ?? false);
  const pending = useGameTabState((state) => state.player?.favourites.pendingId === gameId);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={favourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
      aria-busy={pending || undefined}
      onClick={() => toggleFavourite(gameId)}
      className="absolute right-2 top-2 flex size-32 items-center justify-center rounded-full bg-overlay text-white"
    >
      <HeartIcon filled={favourite} />
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
