"use client";
// Subscribing on a product's page: its terms (`terms`, drawn by the caller) and the form, then what the
// subscription made, with "Invest more" for a fresh form. On the server-rendered page (`refreshPage`) a
// subscription renders the page again on the server (the new balance for the next form); in the
// browser's read the API client reads the balances again.
import type { InvestHolding, InvestProduct } from "@repo/api-client/endpoints/invest";
import type { Locale } from "@repo/i18n/locales";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { type ReactNode, useState } from "react";
import { SubscribeDone } from "./SubscribeDone";
import { SubscribeForm } from "./SubscribeForm";

export interface SubscribeAreaProps {
  locale: Locale;
  product: InvestProduct;
  /** The player's off-chain balance of the product's coin. */
  balance: string;
  terms: ReactNode;
  refreshPage?: boolean;
}

export function SubscribeArea({ locale, product, balance, terms, refreshPage = false }: SubscribeAreaProps) {
  const { renderAgain } = useRenderAgain();
  const [done, setDone] = useState<InvestHolding | null>(null);
  const [round, setRound] = useState(0);
  if (done) {
    return (
      <SubscribeDone
        locale={locale}
        holding={done}
        onAgain={() => {
          setDone(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }
  const subscribed = (holding: InvestHolding) => {
    setDone(holding);
    if (refreshPage) renderAgain();
  };
  return (
    <>
      {terms}
      <SubscribeForm key={round} locale={locale} product={product} balance={balance} onDone={subscribed} />
    </>
  );
}
