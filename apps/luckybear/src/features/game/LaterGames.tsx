"use client";
// The games after the server's first page, loaded with their pager on the first "Load more games".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterGames = laterPages(() => import("./MoreGames").then(({ MoreGames }) => MoreGames));
