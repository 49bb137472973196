"use client";
// XworldOAuthCallbackWork as a part loaded after start: its code (the state check, the login, finishing it)
// stays out of the callback page's first load; "Signing you in…" meanwhile.
import { OAuthCallbackWaiting } from "@repo/app-shell/features/auth/ui/OAuthCallbackWaiting";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const XworldOAuthCallbackPart = lazyPart(
  () => import("./XworldOAuthCallbackWork").then(({ XworldOAuthCallbackWork }) => XworldOAuthCallbackWork),
  <OAuthCallbackWaiting provider={null} />,
);
