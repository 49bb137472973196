// /user/fb-login-feedback: where Google, Facebook, Apple and VK send the player back. The page's frame and
// "Signing you in…" have no client code; the work (the state check, the login, the way on) is the brand's
// client part (`work`, an OAuthCallbackWork loaded after start, OAuthCallbackWaiting meanwhile).
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AuthConfig } from "../brand-adapter";
import { AuthPage } from "./AuthPage";

/** What the /user/fb-login-feedback page gives the brand's screen. */
export interface OAuthCallbackPageProps {
  config: AuthConfig;
  locale: string;
  /** The callback's query: code, state, provider, or error. */
  query: Record<string, string | undefined>;
}

export function OAuthCallbackScreen({ work }: { work: ReactNode }) {
  const { t } = useLingui();
  return <AuthPage title={t`Signing in`}>{work}</AuthPage>;
}
