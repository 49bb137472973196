"use client";
// SpaceRead as a part of its own: its code (React Query's paged read, the error state, the browser's
// tabs) loads only when the server could not read the showcase; meanwhile `loading` (the server's
// SpaceSkeleton, so its code is not the route's).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { SpaceReadProps } from "./SpaceRead";

export const SpaceFromBrowser = lazyPart<SpaceReadProps & { loading: ReactNode }>(
  () => import("./SpaceRead").then(({ SpaceRead }) => SpaceRead),
  ({ loading }) => loading,
);
