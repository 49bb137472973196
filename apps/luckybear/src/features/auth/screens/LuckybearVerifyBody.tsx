"use client";
// The shared VerifyBody with luckybear's adapter (functions cannot cross from the server page).
import { VerifyBody, type VerifyBodyProps } from "@repo/app-shell/features/auth/ui/VerifyBody";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearVerifyBody = (props: Omit<VerifyBodyProps, "adapter">) => <VerifyBody adapter={luckybearAuth} {...props} />;
