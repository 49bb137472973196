"use client";
// PoolsRead as a part of its own: its code (React Query's observer, the error state) loads only when the
// page has no server read for this render's reader.
import { List } from "@repo/ui/list";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { PoolTabs } from "./PoolTabs";

const loading = <List loading />;

export const PoolsFromBrowser = lazyPart(() => import("./PoolsRead").then(({ PoolsRead }) => PoolsRead), <PoolTabs running={loading} ended={loading} />);
