"use client";
// The work of /user/fb-login-feedback (OAuthCallbackScreen's client part, loaded after start): accepts only
// the sign-in this tab started (state check), logs in with the code, and goes on to the kept backUrl; or
// says why it could not.
import { Trans, useLingui } from "@lingui/react/macro";
import { ErrorState } from "@repo/ui/error-state";
import Link from "../../../link/Link";
import { useEffect, useRef, useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { storedInviteCode } from "../invite-code";
import type { OAuthProvider } from "../oauth-port";
import { type OAuthCallback, completeOAuth } from "../oauth-state";
import { authHref } from "../paths";
import { PROVIDER_NAMES } from "../provider-names";
import { useAuthErrorText } from "../use-auth-error-text";
import { useFinishLogin } from "../use-finish-login";
import { OAuthCallbackWaiting } from "./OAuthCallbackWaiting";

export interface OAuthCallbackWorkProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  /** The callback's query: code, state, provider, or error. */
  query: Record<string, string | undefined>;
}

type Failure = Extract<OAuthCallback, { ok: false }>["reason"] | "login";
type View =
  | { phase: "working"; provider: OAuthProvider | null }
  | { phase: "failed"; reason: Failure; provider: OAuthProvider | null; backUrl: string | null; message?: string };

export function OAuthCallbackWork({ adapter, config, locale, query }: OAuthCallbackWorkProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const errorText = useAuthErrorText();
  const finish = useFinishLogin({ adapter, config, locale });
  const [view, setView] = useState<View>({ phase: "working", provider: null });
  // The remembered state is used up by the first check: run it once (also under StrictMode).
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
    const callback = completeOAuth(window.sessionStorage, params, Date.now());
    if (!callback.ok) {
      setView({ phase: "failed", reason: callback.reason, provider: callback.provider, backUrl: callback.backUrl });
      return;
    }
    setView({ phase: "working", provider: callback.provider });
    adapter
      .loginWithProvider(runtime.api, {
        provider: callback.provider,
        code: callback.code,
        redirectUri: callback.redirectUri,
        codeVerifier: callback.codeVerifier,
        ...storedInviteCode(runtime.platform.storage),
      })
      .then((result) => finish(result, callback.backUrl))
      .catch((error: unknown) =>
        setView({ phase: "failed", reason: "login", provider: callback.provider, backUrl: callback.backUrl, message: errorText(error) }),
      );
  }, [adapter, errorText, finish, query, runtime.api, runtime.platform.storage]);

  const name = view.provider ? PROVIDER_NAMES[view.provider] : null;
  if (view.phase === "working") return <OAuthCallbackWaiting provider={name} />;

  const title = {
    refused: name ? t`You cancelled signing in with ${name}.` : t`Sign-in was cancelled.`,
    incomplete: t`This sign-in link is incomplete.`,
    forged: t`This sign-in was refused: it was not started on this page.`,
    expired: t`This sign-in took too long and has expired.`,
    login: name ? t`Signing in with ${name} failed.` : t`Signing in failed.`,
  }[view.reason];
  const description = view.message ?? (view.reason === "refused" ? t`Nothing was changed.` : t`Start again from the sign-in page.`);
  return (
    <>
      <ErrorState title={title} description={description} />
      <Link
        href={authHref(locale, "login", { backUrl: view.backUrl })}
        className="flex min-h-52 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
      >
        <Trans>Back to sign-in</Trans>
      </Link>
    </>
  );
}
