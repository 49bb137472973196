"use client";
// The shared OAuthCallbackWork with xworld's adapter (functions cannot cross from the server page).
import { OAuthCallbackWork, type OAuthCallbackWorkProps } from "@repo/app-shell/features/auth/ui/OAuthCallbackWork";
import { xworldAuth } from "../xworld-auth";

export const XworldOAuthCallbackWork = (props: Omit<OAuthCallbackWorkProps, "adapter">) => <OAuthCallbackWork adapter={xworldAuth} {...props} />;
