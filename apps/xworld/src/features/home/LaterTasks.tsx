"use client";
// The home list's pages after the first, loaded with their pager on the first "Show more tasks".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterTasks = laterPages(() => import("./MoreTasks").then((module) => module.MoreTasks));
