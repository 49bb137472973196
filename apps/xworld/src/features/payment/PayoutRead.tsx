"use client";
// The browser's read of a payout page (the server had none for this render's player: a guest, another
// login, a login only Telegram or the host app knows, or a failed read): a prompt to sign in for a guest,
// a skeleton, the form, a way to add a method first, or a failure with Retry. Inside the page's frame.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { PayoutArea } from "./PayoutArea";
import { payoutChoice } from "./payout-choice";
import { PayoutNoMethods } from "./PayoutNoMethods";
import { usePaymentMethods, usePayoutConfig } from "./use-pay-data";

export interface PayoutReadProps {
  locale: Locale;
  flow: PayoutFlow;
  /** From the address: the coin, the amount and the method chosen on /user/withdraw-payment. */
  coin: string | null;
  amount: string | null;
  methodId: number | null;
}

export function PayoutRead(props: PayoutReadProps) {
  const { locale, flow } = props;
  const viewer = useViewer();
  if (viewer === "player") return <PlayerPayout {...props} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={paymentHref(locale, flow)}
      title={<Trans>Sign in to withdraw</Trans>}
      description={<Trans>Send money from your wallet to your bank account or e-wallet.</Trans>}
    />
  );
}

function PlayerPayout({ locale, flow, coin, amount, methodId }: PayoutReadProps) {
  const { t } = useLingui();
  const config = usePayoutConfig();
  const methods = usePaymentMethods();
  const assets = useAssets(true);
  const queries = [config, methods, assets];
  if (queries.some((query) => query.isError && !query.data)) {
    const retry = () => queries.forEach((query) => void query.refetch());
    return <ErrorState title={t`The withdrawal could not load.`} onRetry={retry} retrying={queries.some((query) => query.isFetching)} />;
  }
  if (!config.data || !methods.data || !assets.data) return <FormSkeleton />;
  if (methods.data.list.length === 0) return <PayoutNoMethods locale={locale} flow={flow} />;
  const coins = config.data.list;
  if (coins.length === 0) return <ErrorState title={t`No coin can be withdrawn to a payment method right now.`} />;
  const choice = payoutChoice(methods.data.list, coins, methodId, coin);
  if (!choice) return <FormSkeleton />;
  return <PayoutArea locale={locale} flow={flow} coins={coins} balances={assets.data.list} method={choice.method} initialCoin={choice.initialCoin} initialAmount={amount ?? ""} />;
}
