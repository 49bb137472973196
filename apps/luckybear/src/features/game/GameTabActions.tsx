"use client";
// What acts on the game tab's server-rendered controls and listing, with handlers on one element around
// them: the search box (300 ms after typing stops, or on Enter) and the provider chips replace the
// address (the page renders again on the server with that listing); Clear search empties the box; a
// card's play button opens its game (the opener loads with the first tap, useOpenOnTap). The signed-in
// player's favourites and free spins load after start (GamePlayerState); a guest's heart asks them to
// sign in (GuestFavouriteNotice, loaded with that tap).
import { useDebounced } from "@repo/app-shell/hooks/use-debounced";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { useRouter } from "next/navigation";
import { type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode, useEffect, useMemo, useState, useTransition } from "react";
import useLatestCallback from "use-latest-callback";
import { gameOfTarget } from "./game-button";
import { GameTabContext, type GameTabState, type PlayerGames } from "./game-tab-actions-context";
import { type GameTabQuery, gameTabHref } from "./game-tab-query";
import { isGameProvider } from "./providers";
import { useOpenOnTap } from "./use-open-on-tap";

const GamePlayerState = lazyPart(() => import("./GamePlayerState").then((module) => module.GamePlayerState), null);
const GuestFavouriteNotice = lazyPart(() => import("./GuestFavouriteNotice").then((module) => module.GuestFavouriteNotice), null);

const SEARCH_DELAY_MS = 300;

export interface GameTabActionsProps {
  locale: Locale;
  /** The listing the server rendered. */
  query: GameTabQuery;
  /** The search box (GameSearchField) and the chips (ProviderFilter). */
  controls: ReactNode;
  /** The listing: tabs and cards, or the search's results. */
  children: ReactNode;
}

export function GameTabActions({ locale, query, controls, children }: GameTabActionsProps) {
  const router = useRouter();
  const loggedIn = useIsLoggedIn();
  const { openingId, open, opener } = useOpenOnTap(locale);
  const [player, setPlayer] = useState<PlayerGames | null>(null);
  const [queuedToggle, setQueuedToggle] = useState<number | null>(null);
  const [askedGuestToSignIn, setAskedGuestToSignIn] = useState(false);
  const [searchText, setSearchText] = useState(query.q);
  const keyword = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const [moving, startMove] = useTransition();

  const show = useLatestCallback((next: Partial<GameTabQuery>) => {
    startMove(() => router.replace(gameTabHref(locale, { ...query, ...next }), { scroll: false }));
  });
  const searchFor = useLatestCallback((text: string) => {
    if (text !== query.q) show({ q: text });
  });
  useEffect(() => searchFor(keyword), [keyword, searchFor]);

  const shownPlayer = loggedIn ? player : null;
  const toggleFavourite = useLatestCallback((gameId: number) => {
    if (!loggedIn) setAskedGuestToSignIn(true);
    else if (shownPlayer) shownPlayer.favourites.toggle(gameId);
    else setQueuedToggle((queued) => queued ?? gameId);
  });
  const state = useMemo<GameTabState>(
    () => ({ openingId, loggedIn, player: shownPlayer, toggleFavourite }),
    [openingId, loggedIn, shownPlayer, toggleFavourite],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest("button[data-provider]")?.getAttribute("data-provider");
    if (chip !== undefined && chip !== null) return show({ provider: isGameProvider(chip) ? chip : null });
    if (target?.closest("button[data-clear-search]")) {
      const box = event.currentTarget.querySelector<HTMLInputElement>("input[name=q]");
      if (box) box.value = "";
      return setSearchText("");
    }
    const game = gameOfTarget(event.target);
    if (game) open(game);
  };
  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.name === "q") setSearchText(event.target.value);
  };
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const box = event.target instanceof HTMLFormElement ? event.target.querySelector<HTMLInputElement>("input[name=q]") : null;
    if (!box) return;
    event.preventDefault();
    setSearchText(box.value);
    searchFor(box.value.trim());
  };

  return (
    <GameTabContext.Provider value={state}>
      <div onClick={onClick} onChange={onChange} onSubmit={onSubmit} className="flex flex-col gap-12">
        {controls}
        {askedGuestToSignIn && !loggedIn ? <GuestFavouriteNotice locale={locale} /> : null}
        <div aria-busy={moving || undefined}>{children}</div>
      </div>
      {opener}
      {loggedIn ? <GamePlayerState queued={queuedToggle} onChange={setPlayer} /> : null}
    </GameTabContext.Provider>
  );
}
