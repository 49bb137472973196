"use client";
// The shared BindPhoneBody with luckybear's adapter (functions cannot cross from the server page).
import { BindPhoneBody, type BindPhoneBodyProps } from "@repo/app-shell/features/auth/ui/BindPhoneBody";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearBindPhoneBody = (props: Omit<BindPhoneBodyProps, "adapter">) => <BindPhoneBody adapter={luckybearAuth} {...props} />;
