"use client";
// Each paged list's rows after the server's first page, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterFriends = laterPages(() => import("./InvitePagers").then(({ MoreFriends }) => MoreFriends));
export const LaterRecharged = laterPages(() => import("./InvitePagers").then(({ MoreRecharged }) => MoreRecharged));
export const LaterRewards = laterPages(() => import("./InvitePagers").then(({ MoreRewards }) => MoreRewards));
