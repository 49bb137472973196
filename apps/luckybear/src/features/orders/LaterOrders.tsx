"use client";
// The orders after the server's first page, loaded with their pager on the first "Show more orders".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterOrders = laterPages(() => import("./MoreOrders").then(({ MoreOrders }) => MoreOrders));
