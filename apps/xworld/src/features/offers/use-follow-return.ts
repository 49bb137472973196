"use client";
// Back from the network's sign-in page (the follow task's link step): the code is redeemed once with its
// verifier (socialMediaGetToken) and the address cleaned; a sign-in that was cancelled, or expired or was
// not started here, is said. `onLinked` is the caller's next step (the server-rendered page renders again).
import { useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { completeFollowAuth } from "./follow-authorize";
import { type FollowMedia, followTaskPath } from "./follow-media";

export interface FollowReturn {
  redeeming: boolean;
  linked: boolean;
  /** What went wrong, in words, or null. */
  problem: string | null;
}

export function useFollowReturn(locale: Locale, media: FollowMedia, onLinked?: () => void): FollowReturn {
  const { t } = useLingui();
  const router = useRouter();
  const userId = useSessionValue("userId");
  const errorText = useErrorText();
  const redeem = useApiMutation(userSocialEndpoints.socialMediaGetToken, { meta: { silent: true } });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const completed = useRef(false);

  useEffect(() => {
    if (completed.current || userId === null) return;
    completed.current = true;
    const callback = completeFollowAuth(window.sessionStorage, new URLSearchParams(window.location.search), Date.now());
    if (callback.kind === "none") return;
    router.replace(withLocale(followTaskPath(media), locale), { scroll: false });
    if (callback.kind === "failed") {
      setLinkProblem(callback.reason === "refused" ? t`Linking was cancelled. Your account is not linked.` : t`That sign-in expired or was not started here. Try linking again.`);
      return;
    }
    redeem.mutate(
      { user_id: userId, media_type: callback.media, code: callback.code, redirect_uri: callback.redirectUri, code_verifier: callback.codeVerifier },
      { onSuccess: onLinked },
    );
  }, [userId, media, locale, router, redeem, onLinked, t]);

  return {
    redeeming: redeem.isPending,
    linked: redeem.isSuccess,
    problem: linkProblem ?? (redeem.error ? errorText(redeem.error) : null),
  };
}
