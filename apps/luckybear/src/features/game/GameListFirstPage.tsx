// A listing of game_list (a category tab, narrowed by the provider chip) on the server-rendered game
// tab: the server's first page as cards, in the app shell's ServerPagedList; "Load more games" loads the
// pager on its first tap (LaterGames), which adds the next pages' cards after the server's.
import { Trans } from "@lingui/react/macro";
import type { PagedListContainerProps } from "@repo/app-shell/paging/server-paged-list";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import { EmptyState } from "@repo/ui/empty-state";
import { GameCard, GameCardList } from "./GameCard";
import { GameCount } from "./GameCount";
import { LaterGames } from "./LaterGames";
import type { GameListFilter, GamePage } from "./game-tab-query";

function GameGridWithCount({ label, empty, children }: PagedListContainerProps) {
  if (!children) return <>{empty}</>;
  return (
    <>
      <GameCardList label={label}>{children}</GameCardList>
      <GameCount />
    </>
  );
}

export function GameListFirstPage({ first, filter, label }: { first: GamePage; filter: GameListFilter; label: string }) {
  return (
    <div className="flex flex-col gap-12">
      <ServerPagedList
        first={first}
        label={label}
        list={GameGridWithCount}
        empty={<EmptyState title={<Trans>No games here</Trans>} description={<Trans>Try another category or provider.</Trans>} />}
        later={<LaterGames first={first} filter={filter} />}
        moreLabel={<Trans>Load more games</Trans>}
        footerClassName="flex flex-col gap-4"
      >
        {first.list.map((game, index) => (
          <GameCard key={game.game_id} game={game} index={index} />
        ))}
      </ServerPagedList>
    </div>
  );
}
