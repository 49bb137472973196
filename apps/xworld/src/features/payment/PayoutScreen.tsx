// /user/withdrawNew (any amount) and /user/withdraw-quantity (one of the service's fixed amounts), both
// login-required: a payout from the off-chain wallet to one of the player's payment methods, with the
// limits and the fee before confirming, one submission per confirmation, and the order in /user/orders.
// A server component: the server reads the payout config, the methods and the balances with the
// request's login cookies; the frame, the method it pays to (or a way to add one first) are rendered
// there (ServerPlayerContent keeps them while this render is that player's), and the form is its client
// code, loaded after start (a skeleton of its size until then; a payout renders the page again on the
// server). A guest, another login or a failed read get the browser's read (PayoutFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { PayoutFirst } from "./load-payout";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { payoutChoice } from "./payout-choice";
import { PayoutFormSkeleton } from "./PayoutFormSkeleton";
import { PayoutNoMethods } from "./PayoutNoMethods";
import { PayoutAreaPart, PayoutFromBrowser } from "./PayoutParts";

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

export function PayoutScreen({ locale, flow, coin, amount, methodId, first }: PayoutScreenProps) {
  const fromBrowser = <PayoutFromBrowser locale={locale} flow={flow} coin={coin} amount={amount} methodId={methodId} placeholder={<FormSkeleton />} />;
  const data = first?.data;
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
      {first && data?.config && data.methods && data.assets ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <ServerPayout locale={locale} flow={flow} coin={coin} amount={amount} methodId={methodId} first={{ ...first, data: { config: data.config, methods: data.methods, assets: data.assets } }} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

type Read = { [K in keyof PayoutFirst]: NonNullable<PayoutFirst[K]> };

function ServerPayout({ locale, flow, coin, amount, methodId, first }: Omit<PayoutScreenProps, "first"> & { first: PlayerFirst<Read> }) {
  const { t } = useLingui();
  const { config, methods, assets } = first.data;
  if (methods.list.length === 0) return <PayoutNoMethods locale={locale} flow={flow} />;
  const coins = config.list;
  if (coins.length === 0) return <ErrorState title={t`No coin can be withdrawn to a payment method right now.`} />;
  const choice = payoutChoice(methods.list, coins, methodId, coin);
  if (!choice) return <PayoutNoMethods locale={locale} flow={flow} />;
  return (
    <PayoutAreaPart
      locale={locale}
      flow={flow}
      coins={coins}
      balances={assets.list}
      method={choice.method}
      initialCoin={choice.initialCoin}
      initialAmount={amount ?? ""}
      refreshPage
      placeholder={<PayoutFormSkeleton method={choice.method} />}
    />
  );
}
