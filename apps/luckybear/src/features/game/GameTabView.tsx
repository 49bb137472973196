// /luckybear/game/gameTab rendered on the server: the heading, the category tabs, the provider chips and
// the listing the address names (the first page of game_list, or the search's results) as cards in the
// HTML. The browser's parts: the search box, the chips and the tabs (each replaces the address and the
// page renders again on the server), the later pages, the cards' open and heart buttons, and the
// signed-in player's favourites and free spins (GameTabActions), loaded after start or on the first tap.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import { FavouritesPart } from "./FavouritesPart";
import { GameGridSkeleton } from "./GameGridSkeleton";
import { GameListFirstPage } from "./GameListFirstPage";
import { GameSearchResults } from "./GameSearchResults";
import { GameSearchField } from "./GameSearchField";
import { GameTabActions } from "./GameTabActions";
import { ProviderFilter } from "./ProviderFilter";
import { ALL_TAB, FAVOURITES_TAB, type GameTabFirst, type GameTabQuery, gameTabHref, listFilter } from "./game-tab-query";
import { HeadingRow } from "@repo/ui/heading-row";

/** `first`: what the server read for `query` (./load-game-tab.ts). */
export function GameTabView({ locale, query, first }: { locale: Locale; query: GameTabQuery; first: GameTabFirst | undefined }) {
  const { t } = useLingui();
  const href = gameTabHref(locale, query);
  // Spec: not shown — the tabs when the categories could not load. Choice: All and Favourites (and the
  // address's category as "Games"), the listing still shown; a reload asks again.
  const categories = first?.home?.categories ?? [];
  const tabLink = (tab: string) => gameTabHref(locale, { tab, provider: query.provider });
  const tabItems = [
    { value: ALL_TAB, label: <Trans>All</Trans>, href: tabLink(ALL_TAB) },
    ...categories.map((category) => ({ value: category.id, label: category.name, href: tabLink(category.id) })),
    ...(query.tab === ALL_TAB || query.tab === FAVOURITES_TAB || categories.some((category) => category.id === query.tab)
      ? []
      : [{ value: query.tab, label: <Trans>Games</Trans>, href: tabLink(query.tab) }]),
    { value: FAVOURITES_TAB, label: <Trans>Favourites</Trans>, href: tabLink(FAVOURITES_TAB) },
  ];
  const currentTabName =
    query.tab === ALL_TAB ? t`All games` : query.tab === FAVOURITES_TAB ? t`Favourite games` : (categories.find((category) => category.id === query.tab)?.name ?? t`Games`);

  let listing;
  if (query.tab === FAVOURITES_TAB) listing = <FavouritesPart locale={locale} provider={query.provider} skeleton={<GameGridSkeleton count={3} />} />;
  else if (first?.games) listing = <GameListFirstPage key={href} first={first.games} filter={listFilter(query)} label={currentTabName} />;
  else listing = <SectionUnavailable title={t`The games could not load.`} retryHref={href} />;

  const controls = (
    <>
      <GameSearchField locale={locale} query={query} />
      <ProviderFilter value={query.provider} />
    </>
  );

  return (
    <div className="flex flex-col gap-12 px-16 py-16">
      <HeadingRow
        action={
          <Link href={`/${locale}/luckybear`} className="text-14 font-semibold text-link">
            <Trans>Lobby</Trans>
          </Link>
        }
      >
        <h1 className="text-24 font-bold text-text">
          <Trans>Games</Trans>
        </h1>
      </HeadingRow>
      <GameTabActions locale={locale} query={query} controls={controls}>
        {query.q ? (
          <GameSearchResults keyword={query.q} provider={query.provider} found={first?.search?.list ?? null} retryHref={href} />
        ) : (
          <ServerTabs label={t`Game categories`} items={tabItems} tab={query.tab}>
            {listing}
          </ServerTabs>
        )}
      </GameTabActions>
    </div>
  );
}
