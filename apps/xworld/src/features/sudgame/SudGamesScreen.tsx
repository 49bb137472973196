"use client";
// /sudgame: the Sud mini games, each leading to its page.
import { Trans, useLingui } from "@lingui/react/macro";
import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { useRouter } from "next/navigation";
import type { SudGamesFirst } from "./load-sud-games";
import { sudGameHref } from "./sud-paths";

/** `first`: what the server fetched for the page (nothing when it could not). */
export function SudGamesScreen({ locale, first }: { locale: Locale; first?: SudGamesFirst }) {
  const { t } = useLingui();
  const router = useRouter();
  const games = useApiQuery(sudGameEndpoints.gameList, {}, fromServer(first?.games));
  return (
    <PageFrame locale={locale} heading={<Trans>Party games</Trans>}>
      <Card flush>
        {games.isError && !games.data ? (
          <ErrorState title={t`The games could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} className="p-16" />
        ) : (
          <List label={t`Party games`} loading={games.isPending} empty={<EmptyState title={<Trans>No games right now.</Trans>} />}>
            {games.data?.list.map((game) => {
              const min = game.min_players;
              const max = game.max_players;
              return (
                <ListItem
                  key={game.game_id}
                  title={game.name}
                  subtitle={min === max ? t`${max} players` : t`${min} to ${max} players`}
                  leading={<img src={game.icon} alt="" width={40} height={40} loading="lazy" className="size-40 rounded-8 bg-surface-sunken object-cover" />}
                  onSelect={() => router.push(sudGameHref(locale, game.game_id))}
                  chevron
                />
              );
            })}
          </List>
        )}
      </Card>
    </PageFrame>
  );
}
