"use client";
// "Link X account": the same tab goes to the network's sign-in page (authorize_url) with this page as
// redirect_uri, a random state and a PKCE S256 challenge, kept in sessionStorage (follow-authorize.ts).
// Until it has loaded on the server-rendered page, FollowLinkButtonAtRest shows in its place.
import { useLingui } from "@lingui/react/macro";
import { randomState } from "@repo/app-shell/features/auth/oauth-state";
import { codeChallengeS256, createCodeVerifier } from "@repo/app-shell/features/auth/pkce";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { useState } from "react";
import { authorizeAddress, rememberFollowAuth } from "./follow-authorize";
import { type FollowMedia, followTaskPath, MEDIA_NAMES } from "./follow-media";

export interface FollowLinkButtonProps {
  locale: Locale;
  media: FollowMedia;
  authorizeUrl: string;
}

export function FollowLinkButton({ locale, media, authorizeUrl }: FollowLinkButtonProps) {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);
  const network = MEDIA_NAMES[media];
  const start = async () => {
    setLeaving(true);
    try {
      const state = randomState();
      const codeVerifier = createCodeVerifier();
      const redirectUri = `${window.location.origin}${withLocale(followTaskPath(media), locale)}`;
      rememberFollowAuth(window.sessionStorage, { state, media, redirectUri, codeVerifier, createdAt: Date.now() });
      // The same tab goes to the network and comes back here, as the OAuth logins do.
      window.location.assign(authorizeAddress(authorizeUrl, { redirectUri, state, codeChallenge: await codeChallengeS256(codeVerifier) }));
    } catch {
      setLeaving(false);
    }
  };
  return (
    <Button size="lg" block loading={leaving} onClick={() => void start()}>
      {t`Link ${network} account`}
    </Button>
  );
}
