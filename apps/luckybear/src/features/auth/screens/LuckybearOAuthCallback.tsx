"use client";
// The shared OAuthCallbackScreen with luckybear's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { OAuthCallbackScreen, type OAuthCallbackScreenProps } from "@repo/app-shell/features/auth/ui/OAuthCallbackScreen";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearOAuthCallback = (props: Omit<OAuthCallbackScreenProps, "adapter">) => <OAuthCallbackScreen adapter={luckybearAuth} {...props} />;
