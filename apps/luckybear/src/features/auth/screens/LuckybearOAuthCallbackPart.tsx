"use client";
// LuckybearOAuthCallbackWork as a part loaded after start: its code (the state check, the login, finishing it)
// stays out of the callback page's first load; "Signing you in…" meanwhile.
import { OAuthCallbackWaiting } from "@repo/app-shell/features/auth/ui/OAuthCallbackWaiting";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const LuckybearOAuthCallbackPart = lazyPart(
  () => import("./LuckybearOAuthCallbackWork").then(({ LuckybearOAuthCallbackWork }) => LuckybearOAuthCallbackWork),
  <OAuthCallbackWaiting provider={null} />,
);
