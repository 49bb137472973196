"use client";
// The shared SettingsScreen with xworld's version and home (one screen per module, so its route loads
// this screen only).
import { SettingsScreen, type SettingsScreenProps } from "@repo/app-shell/features/auth/ui/SettingsScreen";
import { publicEnv } from "@/public-env";

export const XworldSettings = (props: Omit<SettingsScreenProps, "appVersion" | "homeHref">) => (
  <SettingsScreen appVersion={publicEnv.buildVersion} homeHref={`/${props.locale}`} {...props} />
);
