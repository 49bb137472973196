"use client";
// The shared LoginScreen with luckybear's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { LoginScreen, type LoginScreenProps } from "@repo/app-shell/features/auth/ui/LoginScreen";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearLogin = (props: Omit<LoginScreenProps, "adapter">) => <LoginScreen adapter={luckybearAuth} {...props} />;
