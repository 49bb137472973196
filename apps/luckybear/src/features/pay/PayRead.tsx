"use client";
// The pay tab's content read by the browser: for a player the server did not read the pay settings for
// (another login, a login only Telegram or the host app knows) or when a server read failed; nothing for
// a guest (app start sends them to login). Loaded only then (PayFromBrowser).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import type { PayKind } from "../money/pay-links";
import { RechargeFormPart, WithdrawFormPart } from "./PayParts";
import { PaySkeleton } from "./PaySkeleton";
import { RecentWithdrawals } from "./RecentWithdrawals";
import { usePaySettings } from "./use-pay-settings";

export function PayRead({ locale, kind }: { locale: Locale; kind: PayKind }) {
  return useIsLoggedIn() ? <PlayerPay locale={locale} kind={kind} /> : null;
}

function PlayerPay({ locale, kind }: { locale: Locale; kind: PayKind }) {
  const { t } = useLingui();
  const settings = usePaySettings();
  if (settings.status === "error") return <ErrorState title={t`Payment options could not load.`} onRetry={settings.retry} retrying={settings.retrying} />;
  if (settings.status === "loading") return <PaySkeleton />;
  if (kind === "recharge") return <RechargeFormPart key="recharge" locale={locale} settings={settings.settings} placeholder={<PaySkeleton />} />;
  return (
    <>
      <WithdrawFormPart key="withdraw" locale={locale} settings={settings.settings} placeholder={<PaySkeleton />} />
      <RecentWithdrawals locale={locale} />
    </>
  );
}
