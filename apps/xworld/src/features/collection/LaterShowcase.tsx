"use client";
// The showcase's items after the server's first page, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterShowcase = laterPages(() => import("./MoreShowcase").then(({ MoreShowcase }) => MoreShowcase));
