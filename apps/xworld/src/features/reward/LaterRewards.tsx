"use client";
// The reward history's pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterRewards = laterPages(() => import("./MoreRewards").then((module) => module.MoreRewards));
