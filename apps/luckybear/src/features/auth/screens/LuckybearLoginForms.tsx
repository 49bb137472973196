"use client";
// The shared LoginForms with luckybear's adapter (functions cannot cross from the server page).
import { LoginForms, type LoginFormsProps } from "@repo/app-shell/features/auth/ui/LoginForms";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearLoginForms = (props: Omit<LoginFormsProps, "adapter">) => <LoginForms adapter={luckybearAuth} {...props} />;
