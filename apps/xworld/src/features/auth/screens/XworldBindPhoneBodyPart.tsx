"use client";
// XworldBindPhoneBody as a part loaded after start: its code (the session's player, the phone code form, the
// adapter) stays out of the page's first load; the server's BindPhoneBodySkeleton meanwhile.
import type { BindPhonePageProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const XworldBindPhoneBodyPart = placeheldPart<BindPhonePageProps>(() => import("./XworldBindPhoneBody").then(({ XworldBindPhoneBody }) => XworldBindPhoneBody));
