// Games whose name matches the search (game_search, read on the server), narrowed by the provider filter.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import { EmptyState } from "@repo/ui/empty-state";
import { Button } from "@repo/ui/button";
import { HeadingRow } from "@repo/ui/heading-row";
import { GameCard, GameCardList } from "./GameCard";

/** `found`: null when the server's search failed (its retry opens the page again). */
export function GameSearchResults({ keyword, provider, found, retryHref }: { keyword: string; provider: string | null; found: readonly Game[] | null; retryHref: string }) {
  const { t } = useLingui();
  const games = found?.filter((game) => !provider || game.provider === provider) ?? [];
  let content;
  if (!found) content = <SectionUnavailable title={t`The search did not work.`} retryHref={retryHref} />;
  else if (games.length === 0) {
    content = <EmptyState title={<Trans>No games found for “{keyword}”</Trans>} description={<Trans>Check the spelling, or try another provider.</Trans>} />;
  } else {
    content = (
      <GameCardList label={t`Search results`}>
        {games.map((game, index) => (
          <GameCard key={game.game_id} game={game} index={index} />
        ))}
      </GameCardList>
    );
  }
  return (
    <div className="flex flex-col gap-12">
      <HeadingRow
        action={
          // GameTabActions empties the search box.
          <Button variant="ghost" size="sm" data-clear-search="">
            <Trans>Clear search</Trans>
          </Button>
        }
      >
        <h2 className="text-16 font-semibold text-text">
          <Trans>Results for “{keyword}”</Trans>
        </h2>
      </HeadingRow>
      {content}
    </div>
  );
}
