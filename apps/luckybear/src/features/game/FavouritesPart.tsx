"use client";
// The favourites tab's part, loaded after start (the player's own list, read in the browser): until
// then, and while the list loads, the skeleton the server drew (so its code is not the route's).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";

export interface FavouritesPartProps {
  locale: Locale;
  provider: string | null;
  skeleton: ReactNode;
}

export const FavouritesPart = lazyPart<FavouritesPartProps>(
  () => import("./FavouriteGames").then((module) => module.FavouriteGames),
  ({ skeleton }) => skeleton,
);
