"use client";
// The browser's parts of /pvp, each loaded only when it renders: the whole lobby when the page has no
// server read for this render's player, and the player's own matches when their tab is chosen.
import { List } from "@repo/ui/list";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const PvpLobbyFromBrowser = lazyPart(() => import("./PvpLobbyRead").then(({ PvpLobbyRead }) => PvpLobbyRead), <List loading loadingRows={4} />);

export const MatchesFromBrowser = lazyPart(() => import("./MatchesRead").then(({ MatchesRead }) => MatchesRead), <List loading loadingRows={4} />);
