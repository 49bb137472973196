"use client";
// The player's pets after the server's first page, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";

export const LaterPets = laterPages(() => import("./MorePets").then(({ MorePets }) => MorePets));
