"use client";
// PopupRead as a part of its own: its code (React Query's observer, the error state) loads only when the
// server could not read the popup.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { PopupSkeleton } from "./PopupSkeleton";

export const PopupFromBrowser = lazyPart(() => import("./PopupRead").then(({ PopupRead }) => PopupRead), <PopupSkeleton />);
