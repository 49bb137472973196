"use client";
// The sign-in buttons of the login home: the brand's providers and Telegram, as one client part (a server
// page loads it after start, LoginMethodsSkeleton holding its place until then).
import type { LoginMethodsShape } from "./LoginMethodsSkeleton";
import { ProviderButtons, type ProviderButtonsProps } from "./ProviderButtons";
import { TelegramLogin } from "./TelegramLogin";

export interface LoginMethodsProps extends ProviderButtonsProps {
  /** What the skeleton drew meanwhile (the buttons the brand offers); the buttons themselves ignore it. */
  shape: LoginMethodsShape;
}

export function LoginMethods({ adapter, config, locale, backUrl, size }: LoginMethodsProps) {
  return (
    <>
      <ProviderButtons adapter={adapter} config={config} locale={locale} backUrl={backUrl} size={size} />
      <TelegramLogin adapter={adapter} config={config} locale={locale} backUrl={backUrl} size={size} />
    </>
  );
}
