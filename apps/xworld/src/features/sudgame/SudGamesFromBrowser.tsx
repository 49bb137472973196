"use client";
// SudGamesRead as a part of its own: its code (React Query's observer, the error state) loads only on a
// visit the server could not read the catalogue for, not with every /sudgame page.
import { List } from "@repo/ui/list";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const SudGamesFromBrowser = lazyPart(() => import("./SudGamesRead").then(({ SudGamesRead }) => SudGamesRead), <List loading />);
