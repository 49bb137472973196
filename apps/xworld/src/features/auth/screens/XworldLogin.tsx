"use client";
// The shared LoginScreen with xworld's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { LoginScreen, type LoginScreenProps } from "@repo/app-shell/features/auth/ui/LoginScreen";
import { xworldAuth } from "../xworld-auth";

export const XworldLogin = (props: Omit<LoginScreenProps, "adapter">) => <LoginScreen adapter={xworldAuth} {...props} />;
