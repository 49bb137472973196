"use client";
// The inviter's-code page read by the browser: for a guest (a prompt to sign in), or a player the server did
// not read for (another login, a login only Telegram or the host app knows, a failed server read): the
// binding's read with its error and Retry. Loaded only then (BindingFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { inviteCodeEndpoints } from "@repo/api-client/endpoints/invite-code";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { BindingView } from "./BindingView";
import { CodeForm } from "./CodeForm";

export function BindingRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Binding locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/user/bindCode", locale)}
      title={<Trans>Sign in to enter an inviter's code</Trans>}
      description={<Trans>The friend who invited you gets their reward once you name them.</Trans>}
    />
  );
}

function Binding({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const binding = useApiQuery(inviteCodeEndpoints.inviteBinding, {});
  if (binding.isError && !binding.data) {
    return <ErrorState title={t`Your invitation could not load.`} onRetry={() => void binding.refetch()} retrying={binding.isFetching} />;
  }
  if (!binding.data) return <FormSkeleton />;
  return <BindingView locale={locale} binding={binding.data} form={<CodeForm locale={locale} />} />;
}
