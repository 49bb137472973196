"use client";
// The browser's parts of /luckybear/spin, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the spin (the wheel that
// turns, the request, the prize), loaded after start when a spin is left.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { SpinPlayProps } from "./SpinPlay";
import { SpinSkeleton } from "./SpinSkeleton";

export const SpinFromBrowser = lazyPart(() => import("./SpinRead").then(({ SpinRead }) => SpinRead), <SpinSkeleton />);

/**
 * Until it has loaded, `atRest`: the server's drawing of the wheel at rest with a Spin button that does
 * nothing yet (SpinAtRest, rendered by the server component, so its code is not the route's).
 */
export const SpinPlayFromBrowser = lazyPart<SpinPlayProps & { atRest: ReactNode }>(
  () => import("./SpinPlay").then(({ SpinPlay }) => SpinPlay),
  ({ atRest }) => atRest,
);
