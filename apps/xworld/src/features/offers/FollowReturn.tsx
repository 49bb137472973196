"use client";
// Back from the network's sign-in page on the server-rendered follow task: the code is redeemed once
// with its verifier (socialMediaGetToken), the address cleaned, and the page rendered again on the server
// (now linked: the lists). Meanwhile the skeleton; then "linked", or what went wrong, above the page's
// content (`children`, drawn by the server). A part loaded after start (FollowReturnPart); until then the
// content shows as it is.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { FormAlert } from "@repo/ui/form-alert";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { completeFollowAuth } from "./follow-authorize";
import { type FollowMedia, followTaskPath, MEDIA_NAMES } from "./follow-media";

export interface FollowReturnProps {
  locale: Locale;
  media: FollowMedia;
  children: ReactNode;
}

export function FollowReturn({ locale, media, children }: FollowReturnProps) {
  const { t } = useLingui();
  const router = useRouter();
  const userId = useSessionValue("userId");
  const errorText = useErrorText();
  const { renderAgain, rendering } = useRenderAgain();
  const redeem = useApiMutation(userSocialEndpoints.socialMediaGetToken, { meta: { silent: true } });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const completed = useRef(false);
  const network = MEDIA_NAMES[media];

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
      { onSuccess: renderAgain },
    );
  }, [userId, media, locale, router, redeem, renderAgain, t]);

  if (redeem.isPending || rendering) return <FormSkeleton />;
  const problem = linkProblem ?? (redeem.error ? errorText(redeem.error) : null);
  return (
    <>
      <FormAlert>{problem}</FormAlert>
      {redeem.isSuccess ? (
        <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 text-text">
          <Trans>Your {network} account is linked.</Trans>
        </p>
      ) : null}
      {children}
    </>
  );
}
