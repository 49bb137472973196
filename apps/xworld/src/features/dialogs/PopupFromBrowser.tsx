"use client";
// PopupRead as a part of its own: its code (React Query's observer, the error state) loads only when the
// server could not read the popup; its place (`placeholder`, PopupSkeleton) is drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const PopupFromBrowser = placeheldPart(() => import("./PopupRead").then(({ PopupRead }) => PopupRead));
