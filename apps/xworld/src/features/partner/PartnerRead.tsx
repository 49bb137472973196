"use client";
// The partner program read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed; a retry when the read fails, and a pending application read again every 30 s. Loaded only then
// (PartnerFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { partnerEndpoints } from "@repo/api-client/endpoints/partner";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { ApplyForm } from "./ApplyForm";
import { PENDING_REFRESH_MS } from "./partner-rules";
import { PartnerSkeleton } from "./PartnerSkeleton";
import { PartnerView } from "./PartnerView";

export function PartnerRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Partner locale={locale} />;
  if (viewer === "pending") return <PartnerSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/partner", locale)}
      title={<Trans>Become a partner</Trans>}
      description={<Trans>Sign in to apply; partners earn a share of what the players they bring recharge.</Trans>}
    />
  );
}

function Partner({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const info = useApiQuery(partnerEndpoints.info, {}, { refetchInterval: (query) => (query.state.data?.application?.status === "pending" ? PENDING_REFRESH_MS : false) });
  if (info.isError && !info.data) {
    return <ErrorState title={t`The partner program could not load.`} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  }
  if (!info.data) return <PartnerSkeleton />;
  return <PartnerView locale={locale} info={info.data} apply={<ApplyForm />} />;
}
