"use client";
// BetHistoryRead as a part of its own: its code (React Query's reads, the sign-in prompt, the error
// state) loads only when the page has no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { List } from "@repo/ui/list/List";

export const BetHistoryFromBrowser = lazyPart(() => import("./BetHistoryRead").then(({ BetHistoryRead }) => BetHistoryRead), <List loading loadingRows={4} />);
