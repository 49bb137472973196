"use client";
// The shared OAuthCallbackWork with luckybear's adapter (functions cannot cross from the server page).
import { OAuthCallbackWork, type OAuthCallbackWorkProps } from "@repo/app-shell/features/auth/ui/OAuthCallbackWork";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearOAuthCallbackWork = (props: Omit<OAuthCallbackWorkProps, "adapter">) => <OAuthCallbackWork adapter={luckybearAuth} {...props} />;
