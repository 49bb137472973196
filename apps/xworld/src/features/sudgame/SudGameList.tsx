// The party games as a list of links to their pages. Renders on the server (the page's own catalogue
// read) and in the browser (SudGamesRead, when the server had none): no client code of its own.
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import { sudGameHref } from "./sud-paths";

export type SudGames = ResponseOf<typeof sudGameEndpoints.gameList>;

export function SudGameList({ games, locale }: { games: SudGames | undefined; locale: Locale }) {
  const { t } = useLingui();
  return (
    <List label={t`Party games`} loading={games === undefined} empty={<EmptyState title={t`No games right now.`} />}>
      {games?.list.map((game) => {
        const min = game.min_players;
        const max = game.max_players;
        return (
          <ListItem
            key={game.game_id}
            title={game.name}
            subtitle={min === max ? t`${max} players` : t`${min} to ${max} players`}
            leading={<img src={game.icon} alt="" width={40} height={40} loading="lazy" className="size-40 rounded-8 bg-surface-sunken object-cover" />}
            href={sudGameHref(locale, game.game_id)}
            chevron
          />
        );
      })}
    </List>
  );
}
