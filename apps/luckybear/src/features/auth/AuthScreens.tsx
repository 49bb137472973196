"use client";
// The shared auth screens with luckybear's adapter (functions cannot cross from the server pages).
import { BindPhoneScreen, type BindPhoneScreenProps } from "@repo/app-shell/features/auth/ui/BindPhoneScreen";
import { LoginHomeScreen, type LoginHomeScreenProps } from "@repo/app-shell/features/auth/ui/LoginHomeScreen";
import { LoginScreen, type LoginScreenProps } from "@repo/app-shell/features/auth/ui/LoginScreen";
import { OAuthCallbackScreen, type OAuthCallbackScreenProps } from "@repo/app-shell/features/auth/ui/OAuthCallbackScreen";
import { SettingsScreen, type SettingsScreenProps } from "@repo/app-shell/features/auth/ui/SettingsScreen";
import { VerifyScreen, type VerifyScreenProps } from "@repo/app-shell/features/auth/ui/VerifyScreen";
import { publicEnv } from "@/public-env";
import { luckybearAuth } from "./luckybear-auth";

type WithoutAdapter<P> = Omit<P, "adapter">;

export const LuckybearLogin = (props: WithoutAdapter<LoginScreenProps>) => <LoginScreen adapter={luckybearAuth} {...props} />;
export const LuckybearLoginHome = (props: WithoutAdapter<LoginHomeScreenProps>) => <LoginHomeScreen adapter={luckybearAuth} {...props} />;
export const LuckybearOAuthCallback = (props: WithoutAdapter<OAuthCallbackScreenProps>) => (
  <OAuthCallbackScreen adapter={luckybearAuth} {...props} />
);
export const LuckybearVerify = (props: WithoutAdapter<VerifyScreenProps>) => <VerifyScreen adapter={luckybearAuth} {...props} />;
export const LuckybearBindPhone = (props: WithoutAdapter<BindPhoneScreenProps>) => <BindPhoneScreen adapter={luckybearAuth} {...props} />;
export const LuckybearSettings = (props: Omit<SettingsScreenProps, "appVersion" | "homeHref">) => (
  <SettingsScreen appVersion={publicEnv.buildVersion} homeHref={`/${props.locale}/luckybear`} {...props} />
);
