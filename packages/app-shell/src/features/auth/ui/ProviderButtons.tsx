"use client";
// Sign-in with Google, Facebook, Apple or VK. On the web the page leaves for the provider's
// authorize page (the dev API's stand-in here) and comes back to /user/fb-login-feedback; inside the
// native app Google signs in through the host (bridge `googleLogin`).
import { useLingui } from "@lingui/react/macro";
import { loadBridge } from "@repo/native-bridge/lazy";
import { Button } from "@repo/ui/button";
import { useEffect, useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { storedInviteCode } from "../invite-code";
import { type OAuthProvider, createOAuthPort, oauthRedirectUri } from "../oauth-port";
import { randomState, rememberOAuth } from "../oauth-state";
import { codeChallengeS256, createCodeVerifier } from "../pkce";
import { PROVIDER_NAMES } from "../provider-names";
import { useAuthErrorText } from "../use-auth-error-text";
import { useFinishLogin } from "../use-finish-login";
import { ProviderMark } from "./ProviderMark";

export interface ProviderButtonsProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  size?: "md" | "lg";
}

export function ProviderButtons({ adapter, config, locale, backUrl, size = "md" }: ProviderButtonsProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const errorText = useAuthErrorText();
  const finish = useFinishLogin({ adapter, config, locale });
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Back from the provider's page restores this page from the cache with the button still busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function start(provider: OAuthProvider) {
    if (busy) return;
    setBusy(provider);
    setError(null);
    try {
      if (provider === "google" && runtime.platform.kind === "native") {
        // The bridge loads with this tap (the web's login page never needs it).
        const { id_token } = await (await loadBridge()).googleLogin();
        const result = await adapter.loginWithProvider(runtime.api, { provider, code: id_token, redirectUri: "", ...storedInviteCode(runtime.platform.storage) });
        await finish(result, backUrl);
        return;
      }
      const redirectUri = oauthRedirectUri(window.location.origin, locale, provider);
      const state = randomState();
      const codeVerifier = createCodeVerifier();
      const codeChallenge = await codeChallengeS256(codeVerifier);
      rememberOAuth(window.sessionStorage, { state, provider, backUrl, redirectUri, codeVerifier, createdAt: Date.now() });
      // The page leaves for the provider: the button stays busy until it has gone.
      window.location.assign(createOAuthPort({ apiOrigin: config.apiOrigin }).authorizeUrl({ provider, redirectUri, state, codeChallenge }));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(null);
    }
  }

  if (adapter.providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-12">
      {adapter.providers.map((provider) => {
        const name = PROVIDER_NAMES[provider];
        return (
          <Button
            key={provider}
            variant="secondary"
            size={size}
            block
            icon={<ProviderMark provider={provider} />}
            loading={busy === provider}
            disabled={busy !== null && busy !== provider}
            onClick={() => void start(provider)}
          >
            {t`Continue with ${name}`}
          </Button>
        );
      })}
      {error ? (
        <p role="alert" className="text-13 text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
