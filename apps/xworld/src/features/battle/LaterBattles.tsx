"use client";
// The battle record's pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterBattles = laterPages(() => import("./MoreBattles").then((module) => module.MoreBattles));
