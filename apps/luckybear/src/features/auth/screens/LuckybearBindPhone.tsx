"use client";
// The shared BindPhoneScreen with luckybear's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { BindPhoneScreen, type BindPhoneScreenProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { luckybearAuth } from "../luckybear-auth";

export const LuckybearBindPhone = (props: Omit<BindPhoneScreenProps, "adapter">) => <BindPhoneScreen adapter={luckybearAuth} {...props} />;
