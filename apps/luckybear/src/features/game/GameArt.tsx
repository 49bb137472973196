// A game's square artwork with its hot/new badge and, while it opens, a spinner; `children` adds more
// badges (free spins). Shared by the lobby tiles and the game tab's cards.
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import type { ReactNode } from "react";
import { GameOpeningOverlay } from "./GameOpeningOverlay";

/**
 * `eager`: the picture is on the first screen (it may be the page's largest paint), so it is not deferred;
 * `first`: in the first row too, the likeliest largest paint, so the browser fetches it before other pictures.
 * The badge is a string (`t`), not a `<Trans>` element, which hydrates as three components on each tile.
 */
export function GameArt({
  game,
  opening,
  eager = false,
  first = false,
  children,
}: {
  game: Game;
  opening: boolean;
  eager?: boolean;
  first?: boolean;
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
        loading={eager || first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : undefined}
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
