import { Trans } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";

type Game = ResponseOf<typeof luckyBearEndpoints.gameList>["list"][number];

export function GameTile({ game }: { game: Game }) {
  return (
    <li className="flex flex-col items-center gap-6 text-center">
      <span className="relative block aspect-square w-full overflow-hidden rounded-12 bg-surface-raised">
        <img src={game.icon} alt="" loading="lazy" className="size-full object-cover" />
        {game.hot || game.new ? (
          <span className="absolute left-4 top-4 rounded-full bg-danger px-6 text-10 font-bold uppercase text-white">
            {game.hot ? <Trans>Hot</Trans> : <Trans>New</Trans>}
          </span>
        ) : null}
      </span>
      <span className="line-clamp-2 text-12 font-medium">{game.name}</span>
    </li>
  );
}
