"use client";
// ChampionsRead as a part of its own: its code (React Query's observer, the error state) loads only on a
// visit the server could not read the list for.
import { List } from "@repo/ui/list";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const ChampionsFromBrowser = lazyPart(() => import("./ChampionsRead").then(({ ChampionsRead }) => ChampionsRead), <List loading loadingRows={3} />);
