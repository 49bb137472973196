"use client";
// LuckybearLoginMethods as a part loaded after start: its code (the providers' and Telegram's logins, the
// adapter, finishing a login) stays out of the login home's first load; LoginMethodsSkeleton meanwhile.
import { LoginMethodsSkeleton } from "@repo/app-shell/features/auth/ui/LoginMethodsSkeleton";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const LuckybearLoginMethodsPart = lazyPart(
  () => import("./LuckybearLoginMethods").then(({ LuckybearLoginMethods }) => LuckybearLoginMethods),
  ({ shape, size }) => <LoginMethodsSkeleton shape={shape} size={size} />,
);
