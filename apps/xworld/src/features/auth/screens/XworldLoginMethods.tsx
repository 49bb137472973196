"use client";
// The shared LoginMethods with xworld's adapter (functions cannot cross from the server page).
import { LoginMethods, type LoginMethodsProps } from "@repo/app-shell/features/auth/ui/LoginMethods";
import { xworldAuth } from "../xworld-auth";

export const XworldLoginMethods = (props: Omit<LoginMethodsProps, "adapter">) => <LoginMethods adapter={xworldAuth} {...props} />;
