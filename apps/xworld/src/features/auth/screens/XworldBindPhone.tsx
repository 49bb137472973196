"use client";
// The shared BindPhoneScreen with xworld's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { BindPhoneScreen, type BindPhoneScreenProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { xworldAuth } from "../xworld-auth";

export const XworldBindPhone = (props: Omit<BindPhoneScreenProps, "adapter">) => <BindPhoneScreen adapter={xworldAuth} {...props} />;
