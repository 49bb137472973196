"use client";
// The shared VerifyScreen with xworld's adapter (functions cannot cross from the server page). One
// screen per module, so its route loads this screen only.
import { VerifyScreen, type VerifyScreenProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { xworldAuth } from "../xworld-auth";

export const XworldVerify = (props: Omit<VerifyScreenProps, "adapter">) => <VerifyScreen adapter={xworldAuth} {...props} />;
