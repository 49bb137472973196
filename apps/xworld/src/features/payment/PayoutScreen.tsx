"use client";
// /user/withdrawNew (any amount) and /user/withdraw-quantity (one of the service's fixed amounts), both
// login-required: a payout from the off-chain wallet to one of the player's payment methods, with the
// limits and the fee before confirming, one submission per confirmation, and the order in /user/orders.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PayoutOrder } from "@repo/api-client/endpoints/pay";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { PayoutDone } from "./PayoutDone";
import { PayoutForm } from "./PayoutForm";
import type { PayoutFirst } from "./load-payout";
import { usePaymentMethods, usePayoutConfig } from "./use-pay-data";

export interface PayoutScreenProps {
  locale: Locale;
  flow: PayoutFlow;
  /** From the address: the coin, the amount and the method chosen on /user/withdraw-payment. */
  coin: string | null;
  amount: string | null;
  methodId: number | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PayoutFirst> | null;
}

export function PayoutScreen(props: PayoutScreenProps) {
  const { locale, flow, first } = props;
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame
      locale={locale}
      back="/wallet"
      heading={flow === "withdrawQuantity" ? <Trans>Withdraw a fixed amount</Trans> : <Trans>Withdraw to a payment method</Trans>}
      action={
        <Link href={paymentHref(locale, "methods", { back: flow })} className="text-13 font-semibold text-link">
          <Trans>Methods</Trans>
        </Link>
      }
    >
      {viewer === "player" ? (
        <PlayerPayout {...props} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={paymentHref(locale, flow)}
          title={<Trans>Sign in to withdraw</Trans>}
          description={<Trans>Send money from your wallet to your bank account or e-wallet.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerPayout({ locale, flow, coin, amount, methodId, server }: PayoutScreenProps & { server: PlayerAnswers<PayoutFirst> }) {
  const { t } = useLingui();
  const config = usePayoutConfig(true, server.answer(server.data?.config));
  const methods = usePaymentMethods(true, server.answer(server.data?.methods));
  const assets = useAssets(true, server.answer(server.data?.assets));
  const [done, setDone] = useState<PayoutOrder | null>(null);
  const [round, setRound] = useState(0);

  if (done) {
    return (
      <PayoutDone
        locale={locale}
        order={done}
        onAnother={() => {
          setDone(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }
  const queries = [config, methods, assets];
  if (queries.some((query) => query.isError && !query.data)) {
    const retry = () => queries.forEach((query) => void query.refetch());
    return <ErrorState title={t`The withdrawal could not load.`} onRetry={retry} retrying={queries.some((query) => query.isFetching)} />;
  }
  if (!config.data || !methods.data || !assets.data) return <FormSkeleton />;
  if (methods.data.list.length === 0) {
    return (
      <Card>
        <EmptyState
          title={<Trans>Add a payment method first</Trans>}
          description={<Trans>Withdrawals are paid to one of your bank accounts or e-wallets.</Trans>}
          action={
            <Link href={paymentHref(locale, "methods", { back: flow })} className="font-semibold text-primary underline underline-offset-4">
              <Trans>Add a payment method</Trans>
            </Link>
          }
        />
      </Card>
    );
  }
  const coins = config.data.list;
  if (coins.length === 0) return <ErrorState title={t`No coin can be withdrawn to a payment method right now.`} />;
  const method = methods.data.list.find((entry) => entry.method_id === methodId) ?? methods.data.list.find((entry) => entry.is_default) ?? methods.data.list[0];
  if (!method) return <FormSkeleton />;
  return (
    <PayoutForm
      key={round}
      locale={locale}
      flow={flow}
      coins={coins}
      balances={assets.data.list}
      method={method}
      initialCoin={coins.find((entry) => entry.coin_name === coin)?.coin_name ?? coins[0]?.coin_name ?? ""}
      initialAmount={amount ?? ""}
      onDone={setDone}
    />
  );
}
