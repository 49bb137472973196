"use client";
// The shared LoginForms with xworld's adapter (functions cannot cross from the server page).
import { LoginForms, type LoginFormsProps } from "@repo/app-shell/features/auth/ui/LoginForms";
import { xworldAuth } from "../xworld-auth";

export const XworldLoginForms = (props: Omit<LoginFormsProps, "adapter">) => <LoginForms adapter={xworldAuth} {...props} />;
