"use client";
// The player's holdings read by the browser: for a guest (a prompt to sign in), a player the server did
// not read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (HoldingsFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { HoldingsView } from "./HoldingsView";
import { RedeemHolding } from "./RedeemHolding";
import { redeemProps } from "./redeem-props";

export function HoldingsRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Holdings locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/invest/holdings", locale)}
      title={<Trans>Sign in to see your holdings</Trans>}
      description={<Trans>What you invested, the yield it earned and when it is due.</Trans>}
    />
  );
}

function Holdings({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const holdings = useApiQuery(investEndpoints.investHoldings, {});
  if (holdings.isError && !holdings.data) {
    return <ErrorState title={t`Your holdings could not load.`} onRetry={() => void holdings.refetch()} retrying={holdings.isFetching} />;
  }
  if (!holdings.data) return <FormSkeleton />;
  return (
    <HoldingsView
      locale={locale}
      holdings={holdings.data.list}
      countdown={(holding) => <Countdown target={holding.end_at * 1000} onEnd={() => void holdings.refetch()} label={t`Due in`} />}
      redeem={(holding) => <RedeemHolding locale={locale} {...redeemProps(holding, locale)} />}
    />
  );
}
