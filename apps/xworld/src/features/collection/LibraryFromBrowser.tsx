"use client";
// LibraryRead as a part of its own: its code (React Query's paged read, the sign-in prompt, the error
// state, the browser's tabs) loads only when the page has no server read for this render's player;
// meanwhile `loading` (the server's LibrarySkeleton, so its code is not the route's).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { LibraryReadProps } from "./LibraryRead";

export const LibraryFromBrowser = lazyPart<LibraryReadProps & { loading: ReactNode }>(
  () => import("./LibraryRead").then(({ LibraryRead }) => LibraryRead),
  ({ loading }) => loading,
);
