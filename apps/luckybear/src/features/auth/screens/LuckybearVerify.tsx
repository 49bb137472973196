"use client";
// The shared VerifyScreen with luckybear's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { VerifyScreen, type VerifyScreenProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearVerify = (props: Omit<VerifyScreenProps, "adapter">) => <VerifyScreen adapter={luckybearAuth} {...props} />;
