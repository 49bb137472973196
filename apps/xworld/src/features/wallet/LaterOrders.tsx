"use client";
// The opened orders tab's pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterOrders = laterPages(() => import("./MoreOrders").then((module) => module.MoreOrders));
