"use client";
// The shared auth screens with xworld's adapter (functions cannot cross from the server pages).
import { BindPhoneScreen, type BindPhoneScreenProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { LoginHomeScreen, type LoginHomeScreenProps } from "@repo/app-shell/features/auth/ui/LoginHomeScreen";
import { LoginScreen, type LoginScreenProps } from "@repo/app-shell/features/auth/ui/LoginScreen";
import { OAuthCallbackScreen, type OAuthCallbackScreenProps } from "@repo/app-shell/features/auth/ui/OAuthCallbackScreen";
import { SettingsScreen, type SettingsScreenProps } from "@repo/app-shell/features/auth/ui/SettingsScreen";
import { VerifyScreen, type VerifyScreenProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { publicEnv } from "@/public-env";
import { xworldAuth } from "./xworld-auth";

type WithoutAdapter<P> = Omit<P, "adapter">;

export const XworldLogin = (props: WithoutAdapter<LoginScreenProps>) => <LoginScreen adapter={xworldAuth} {...props} />;
export const XworldLoginHome = (props: WithoutAdapter<LoginHomeScreenProps>) => <LoginHomeScreen adapter={xworldAuth} {...props} />;
export const XworldOAuthCallback = (props: WithoutAdapter<OAuthCallbackScreenProps>) => <OAuthCallbackScreen adapter={xworldAuth} {...props} />;
export const XworldVerify = (props: WithoutAdapter<VerifyScreenProps>) => <VerifyScreen adapter={xworldAuth} {...props} />;
export const XworldBindPhone = (props: WithoutAdapter<BindPhoneScreenProps>) => <BindPhoneScreen adapter={xworldAuth} {...props} />;
export const XworldSettings = (props: Omit<SettingsScreenProps, "appVersion" | "homeHref">) => (
  <SettingsScreen appVersion={publicEnv.buildVersion} homeHref={`/${props.locale}`} {...props} />
);
