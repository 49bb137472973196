"use client";
// The bet history's pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterBets = laterPages(() => import("./MoreBets").then((module) => module.MoreBets));
