"use client";
// The market's pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterListings = laterPages(() => import("./MoreListings").then((module) => module.MoreListings));
