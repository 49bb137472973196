"use client";
// The follow tasks read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when a server read failed.
// Loaded only then (OffersFromBrowser); otherwise the page shows the server's reads. A network whose read
// fails says to open its task, which reads its accounts again (as before the page was server-rendered).
import { Trans } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { FollowMedia } from "./follow-media";
import { type FollowTaskState, OffersView } from "./OffersView";

export function OffersRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Offers locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/offer", locale)}
      title={<Trans>Sign in to follow and earn</Trans>}
      description={<Trans>Follow our accounts and get XB for each, once.</Trans>}
    />
  );
}

function useFollowTask(media: FollowMedia): FollowTaskState {
  const accounts = useApiQuery(userSocialEndpoints.getFollowList, { media_type: media });
  if (accounts.isError && !accounts.data) return "error";
  return accounts.data ?? null;
}

function Offers({ locale }: { locale: Locale }) {
  const follows = { x: useFollowTask("x"), telegram: useFollowTask("telegram"), youtube: useFollowTask("youtube") } satisfies Record<FollowMedia, FollowTaskState>;
  return <OffersView locale={locale} follows={follows} />;
}
