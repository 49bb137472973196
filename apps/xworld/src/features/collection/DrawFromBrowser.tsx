"use client";
// The browser's parts of the draw pages, each loaded only when it renders: the whole read when the page has
// no server read for this render's player; on the server-rendered page, drawing (the wheel that turns, the
// request, the item drawn), loaded after start.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { DrawPlayProps } from "./DrawPlay";
import type { DrawReadProps } from "./DrawRead";
import { DrawSkeleton } from "./DrawSkeleton";

export const DrawFromBrowser = lazyPart<DrawReadProps>(() => import("./DrawRead").then(({ DrawRead }) => DrawRead), <DrawSkeleton />);

/**
 * Until it has loaded, `atRest`: the server's drawing of the page with the wheel at rest and buttons that
 * do nothing yet (DrawAtRest, rendered by the server component, so its code is not the route's).
 */
export const DrawPlayPart = lazyPart<DrawPlayProps & { atRest: ReactNode }>(
  () => import("./DrawPlay").then(({ DrawPlay }) => DrawPlay),
  ({ atRest }) => atRest,
);
