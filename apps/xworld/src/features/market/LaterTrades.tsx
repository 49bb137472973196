"use client";
// The trade history's pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterTrades = laterPages(() => import("./MoreTrades").then((module) => module.MoreTrades));
