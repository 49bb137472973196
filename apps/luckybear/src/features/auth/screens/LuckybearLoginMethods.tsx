"use client";
// The shared LoginMethods with luckybear's adapter (functions cannot cross from the server page).
import { LoginMethods, type LoginMethodsProps } from "@repo/app-shell/features/auth/ui/LoginMethods";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearLoginMethods = (props: Omit<LoginMethodsProps, "adapter">) => <LoginMethods adapter={luckybearAuth} {...props} />;
