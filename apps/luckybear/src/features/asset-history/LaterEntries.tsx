"use client";
// One coin's changes after the server's first page, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterEntries = laterPages(() => import("./MoreEntries").then(({ MoreEntries }) => MoreEntries));
