"use client";
// The shared BindPhoneBody with xworld's adapter (functions cannot cross from the server page).
import { BindPhoneBody, type BindPhoneBodyProps } from "@repo/app-shell/features/auth/ui/BindPhoneBody";
import { xworldAuth } from "../xworld-auth";

export const XworldBindPhoneBody = (props: Omit<BindPhoneBodyProps, "adapter">) => <BindPhoneBody adapter={xworldAuth} {...props} />;
