"use client";
// The shared OAuthCallbackScreen with xworld's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { OAuthCallbackScreen, type OAuthCallbackScreenProps } from "@repo/app-shell/features/auth/ui/OAuthCallbackScreen";
import { xworldAuth } from "../xworld-auth";

export const XworldOAuthCallback = (props: Omit<OAuthCallbackScreenProps, "adapter">) => <OAuthCallbackScreen adapter={xworldAuth} {...props} />;
