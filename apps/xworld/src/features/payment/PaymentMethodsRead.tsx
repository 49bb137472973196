"use client";
// The browser's read of the methods page (the server had none for this render's player: a guest,
// another login, a login only Telegram or the host app knows, or a failed read): a prompt to sign in for
// a guest, a skeleton, the methods with their actions, or a failure with Retry. Inside the page's frame.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { PaymentMethodsArea } from "./PaymentMethodsArea";
import { usePaymentMethods, usePaymentOptions } from "./use-pay-data";

export interface PaymentMethodsReadProps {
  locale: Locale;
  back: PayoutFlow | null;
}

export function PaymentMethodsRead({ locale, back }: PaymentMethodsReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <PlayerMethods locale={locale} back={back} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={paymentHref(locale, "methods")}
      title={<Trans>Sign in to manage your payment methods</Trans>}
      description={<Trans>Add the bank accounts and e-wallets your withdrawals are paid to.</Trans>}
    />
  );
}

function PlayerMethods({ locale, back }: PaymentMethodsReadProps) {
  const { t } = useLingui();
  const methods = usePaymentMethods();
  const options = usePaymentOptions();
  if ((methods.isError && !methods.data) || (options.isError && !options.data)) {
    const retry = () => {
      void methods.refetch();
      void options.refetch();
    };
    return <ErrorState title={t`Your payment methods could not load.`} onRetry={retry} retrying={methods.isFetching || options.isFetching} />;
  }
  if (!methods.data || !options.data) return <FormSkeleton />;
  return <PaymentMethodsArea locale={locale} back={back} methods={methods.data.list} options={options.data.list} />;
}
