"use client";
// The shared LoginHomeScreen with luckybear's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { LoginHomeScreen, type LoginHomeScreenProps } from "@repo/app-shell/features/auth/ui/LoginHomeScreen";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearLoginHome = (props: Omit<LoginHomeScreenProps, "adapter">) => <LoginHomeScreen adapter={luckybearAuth} {...props} />;
