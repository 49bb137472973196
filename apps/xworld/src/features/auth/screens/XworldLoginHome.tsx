"use client";
// The shared LoginHomeScreen with xworld's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { LoginHomeScreen, type LoginHomeScreenProps } from "@repo/app-shell/features/auth/ui/LoginHomeScreen";
import { xworldAuth } from "../xworld-auth";

export const XworldLoginHome = (props: Omit<LoginHomeScreenProps, "adapter">) => <LoginHomeScreen adapter={xworldAuth} {...props} />;
