"use client";
// LuckybearVerifyBody as a part loaded after start: its code (the session's player, the phone code form, the
// adapter) stays out of the page's first load; the server's VerifyBodySkeleton meanwhile.
import type { VerifyPageProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const LuckybearVerifyBodyPart = placeheldPart<VerifyPageProps>(() => import("./LuckybearVerifyBody").then(({ LuckybearVerifyBody }) => LuckybearVerifyBody));
