"use client";
// ItemRead as a part of its own: its code (React Query's read, the error state) loads only when the
// server could not read the item; meanwhile `loading` (the server's skeleton, so its code is not the
// route's).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { ItemReadProps } from "./ItemRead";

export const ItemFromBrowser = lazyPart<ItemReadProps & { loading: ReactNode }>(
  () => import("./ItemRead").then(({ ItemRead }) => ItemRead),
  ({ loading }) => loading,
);
