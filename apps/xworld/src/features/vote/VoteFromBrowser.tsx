"use client";
// VoteRead as a part of its own: its code (React Query's observer, the error state) loads only when the
// page has no server read for this render's reader.
import { List } from "@repo/ui/list";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const VoteFromBrowser = lazyPart(() => import("./VoteRead").then(({ VoteRead }) => VoteRead), <List loading />);
