// A game's square artwork with its hot/new badge and, while it opens, a spinner; `children` adds more
// badges (free spins). Shared by the lobby tiles and the game tab's cards.
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import type { ReactNode } from "react";
import { GameOpeningOverlay } from "./GameOpeningOverlay";

/**
 * `firstScreen`: the picture is on the first screen, so it is neither deferred nor queued behind the page's
 * scripts (high fetch priority). Every first-screen picture, not only the first row's: the rows' boxes differ
 * by a fraction of a pixel once snapped to the screen, so the page's largest paint is the last row's picture.
 * The badge is a string (`t`), not a `<Trans>` element, which hydrates as three components on each tile.
 */
export function GameArt({
  game,
  opening,
  firstScreen = false,
  children,
}: {
  game: Game;
  opening: boolean;
  firstScreen?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <span className="relative block aspect-square w-full overflow-hidden rounded-12 bg-surface-raised">
      {/* The box is square before the picture arrives, so nothing moves when it does. */}
      <img
        src={game.icon}
        alt=""
        width={120}
        height={120}
        loading={firstScreen ? "eager" : "lazy"}
        fetchPriority={firstScreen ? "high" : undefined}
        decoding="async"
        className="size-full object-cover"
      />
      {game.hot || game.new ? (
        <span className="absolute left-4 top-4 rounded-full bg-danger px-6 text-12 font-semibold uppercase text-danger-contrast">
          {game.hot ? t`Hot` : t`New`}
        </span>
      ) : null}
      {children}
      {opening ? <GameOpeningOverlay /> : null}
    </span>
  );
}
