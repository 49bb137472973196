"use client";
// The browser's read of the method choice (the server had none for this render's player: a guest,
// another login, a login only Telegram or the host app knows, or a failed read): a prompt to sign in for
// a guest, a skeleton, the choice, a way to add a method, or a failure with Retry. Inside the page's frame.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { ChooseMethodEmpty } from "./ChooseMethodEmpty";
import { ChooseMethodForm } from "./ChooseMethodForm";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { usePaymentMethods } from "./use-pay-data";

export interface ChooseMethodReadProps {
  locale: Locale;
  back: PayoutFlow;
  coin: string | null;
  amount: string | null;
  methodId: number | null;
}

export function ChooseMethodRead(props: ChooseMethodReadProps) {
  const { locale, back, coin, amount } = props;
  const viewer = useViewer();
  if (viewer === "player") return <PlayerChoice {...props} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={paymentHref(locale, "chooseMethod", { back, coin, amount })}
      title={<Trans>Sign in to withdraw</Trans>}
      description={<Trans>Send money from your wallet to your bank account or e-wallet.</Trans>}
    />
  );
}

function PlayerChoice(props: ChooseMethodReadProps) {
  const { t } = useLingui();
  const methods = usePaymentMethods();
  if (methods.isError && !methods.data) {
    return <ErrorState title={t`Your payment methods could not load.`} onRetry={() => void methods.refetch()} retrying={methods.isFetching} />;
  }
  if (!methods.data) return <FormSkeleton />;
  if (methods.data.list.length === 0) return <ChooseMethodEmpty locale={props.locale} back={props.back} />;
  return <ChooseMethodForm {...props} methods={methods.data.list} />;
}
