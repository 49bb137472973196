"use client";
// BattleRecordRead as a part of its own: its code (React Query's paged read, the sign-in prompt, the
// error state) loads only when the page has no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { List } from "@repo/ui/list/List";

export const BattleRecordFromBrowser = lazyPart(() => import("./BattleRecordRead").then(({ BattleRecordRead }) => BattleRecordRead), <List loading loadingRows={4} />);
