"use client";
// The invited friends after the server's first page, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterFriends = laterPages(() => import("./MoreFriends").then(({ MoreFriends }) => MoreFriends));
