"use client";
// ShareRead as a part of its own: its code (React Query's observers, the paged read, the error states)
// loads only on a visit the server could not read the page for; meanwhile `loading` (the server's
// ShareSkeleton, so its code is not the route's).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { ShareReadProps } from "./ShareRead";

export const ShareFromBrowser = lazyPart<ShareReadProps & { loading: ReactNode }>(
  () => import("./ShareRead").then(({ ShareRead }) => ShareRead),
  ({ loading }) => loading,
);
