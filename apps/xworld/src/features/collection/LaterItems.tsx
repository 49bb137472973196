"use client";
// The player's items after the server's first page, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterItems = laterPages(() => import("./MoreItems").then(({ MoreItems }) => MoreItems));
