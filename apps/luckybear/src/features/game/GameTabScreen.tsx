"use client";
// /luckybear/game/gameTab: the lobby's games by category (tabs), a provider filter, search by
// name, favourites (signed-in players), and opening a game. The filters live in the address.
import { Trans, useLingui } from "@lingui/react/macro";
import { type Game, luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Tabs } from "@repo/ui/tabs";
import { TextInput } from "@repo/ui/text-input";
import Link from "@repo/app-shell/link";
import { useEffect, useMemo, useState } from "react";
import { FavouriteGames } from "./FavouriteGames";
import { GameSearchResults } from "./GameSearchResults";
import { InfiniteGameList } from "./InfiniteGameList";
import { ProviderFilter } from "./ProviderFilter";
import { ALL_TAB, FAVOURITES_TAB, type GameTabFirst, type GameTabQuery, gameTabHref, listFilter } from "./game-tab-query";
import { useDebounced } from "@repo/app-shell/hooks/use-debounced";
import { useFavourites } from "./use-favourites";
import { loginHrefFor, useLoginHref } from "./use-login-href";
import { useOpenGame } from "./use-open-game";

const SEARCH_DELAY_MS = 300;

/** `first`: what the server fetched for the address the page opened with (nothing when it could not). */
export function GameTabScreen({ locale, initial, first }: { locale: Locale; initial: GameTabQuery; first?: GameTabFirst }) {
  const { t } = useLingui();
  const [tab, setTab] = useState(initial.tab);
  const [provider, setProvider] = useState(initial.provider);
  const [searchText, setSearchText] = useState(initial.q);
  const keyword = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const [askedGuestToSignIn, setAskedGuestToSignIn] = useState(false);
  const home = useApiQuery(luckyBearLobbyEndpoints.query, {}, fromServer(first?.home));
  const favourites = useFavourites();
  const freeSpinConf = useApiQuery(luckyBearGameEndpoints.freeSpinConf, {}, { enabled: favourites.loggedIn });
  const { open, openingId } = useOpenGame(locale);
  const loginHref = useLoginHref(locale);
  const query: GameTabQuery = { tab, provider, q: keyword };
  const href = gameTabHref(locale, query);
  // The web's address from the first render (the server's too), so a web page does not render again
  // once mounted; another platform's (the native app's login page) replaces it then.
  const [signInHref, setSignInHref] = useState(() => loginHrefFor("web", locale, href));
  useEffect(() => {
    // Keep the filters in the address without a navigation, so a reload or a shared link keeps them.
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
    setSignInHref(loginHref());
  }, [href, loginHref]);

  const freeSpins = useMemo(() => new Map(freeSpinConf.data?.list.map((entry) => [entry.game_id, entry.free_spins])), [freeSpinConf.data]);
  const wiring = {
    favourites,
    freeSpins,
    openingId,
    onOpen: (game: Game) => open(game),
    onGuestFavourite: () => setAskedGuestToSignIn(true),
  };
  const categories = home.data?.categories ?? [];
  const tabItems = [
    { value: ALL_TAB, label: <Trans>All</Trans> },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
    { value: FAVOURITES_TAB, label: <Trans>Favourites</Trans> },
  ];
  const currentTabName = tab === ALL_TAB ? t`All games` : tab === FAVOURITES_TAB ? t`Favourite games` : (categories.find((category) => category.id === tab)?.name ?? t`Games`);

  let content;
  if (keyword) content = <GameSearchResults keyword={keyword} provider={provider} {...wiring} />;
  else if (tab === FAVOURITES_TAB) content = <FavouriteGames provider={provider} loginHref={signInHref} {...wiring} />;
  else {
    const opened = tab === initial.tab && provider === initial.provider;
    content = <InfiniteGameList key={`${tab}-${provider ?? ""}`} filter={listFilter(query)} label={currentTabName} first={opened ? (first?.games ?? null) : null} {...wiring} />;
  }

  return (
    <div className="flex flex-col gap-12 px-16 py-16">
      <div className="flex items-center justify-between gap-12">
        <h1 className="text-24 font-bold text-text">
          <Trans>Games</Trans>
        </h1>
        <Link href={`/${locale}/luckybear`} className="text-14 font-semibold text-link">
          <Trans>Lobby</Trans>
        </Link>
      </div>

      <TextInput
        type="search"
        label={t`Search games`}
        hideLabel
        placeholder={t`Search games`}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={60}
      />
      <ProviderFilter value={provider} onChange={setProvider} />

      {askedGuestToSignIn && !favourites.loggedIn ? (
        <div role="status" className="flex items-center justify-between gap-12 rounded-12 bg-surface-raised px-12 py-10 text-14 text-text">
          <span>
            <Trans>Sign in to save favourites</Trans>
          </span>
          <Link href={signInHref} className="shrink-0 font-semibold text-link">
            <Trans>Sign in</Trans>
          </Link>
        </div>
      ) : null}

      {keyword ? (
        <div className="flex flex-col gap-12">
          <div className="flex items-center justify-between gap-8">
            <h2 className="text-16 font-semibold text-text">
              <Trans>Results for “{keyword}”</Trans>
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setSearchText("")}>
              <Trans>Clear search</Trans>
            </Button>
          </div>
          {content}
        </div>
      ) : (
        <Tabs label={t`Game categories`} items={tabItems} value={tab} onValueChange={setTab}>
          {content}
        </Tabs>
      )}
    </div>
  );
}
