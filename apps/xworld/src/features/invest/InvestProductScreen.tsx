"use client";
// /invest/[productId] (login-required): a product's term, yield and limits, and subscribing to it.
import { Trans, useLingui } from "@lingui/react/macro";
import { type InvestHolding, investEndpoints } from "@repo/api-client/endpoints/invest";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { useAssets } from "../wallet/use-wallet-data";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { InvestProductFirst } from "./load-invest-product";
import { SubscribeDone } from "./SubscribeDone";
import { SubscribeForm } from "./SubscribeForm";

/** Spec: not shown — an unknown id's code. Choice: the dev API's 1002. */
const NOT_FOUND = 1002;

export interface InvestProductScreenProps {
  locale: Locale;
  /** The product the address names (null: not an id). */
  productId: number | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<InvestProductFirst> | null;
}

export function InvestProductScreen({ locale, productId, first }: InvestProductScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  const product = useApiQuery(investEndpoints.investProduct, { product_id: productId ?? 0 }, { enabled: productId !== null, ...server.answer(server.data?.product) });
  const assets = useAssets(viewer === "player", server.answer(server.data?.assets));
  const [done, setDone] = useState<InvestHolding | null>(null);
  const [round, setRound] = useState(0);
  let content;
  if (productId === null || isBusinessError(product.error, NOT_FOUND)) {
    content = (
      <EmptyState
        title={<Trans>This product does not exist.</Trans>}
        action={
          <Link href={withLocale("/invest", locale)} className="font-semibold text-link">
            <Trans>See all products</Trans>
          </Link>
        }
      />
    );
  } else if ((product.isError && !product.data) || (assets.isError && !assets.data)) {
    const retry = () => {
      void product.refetch();
      void assets.refetch();
    };
    content = <ErrorState title={t`This product could not load.`} onRetry={retry} retrying={product.isFetching || assets.isFetching} />;
  } else if (viewer === "guest") {
    content = (
      <SignInPrompt
        locale={locale}
        backUrl={withLocale(`/invest/${productId}`, locale)}
        title={<Trans>Sign in to invest</Trans>}
        description={<Trans>Your coins earn the product's yearly yield for its term and come back with it.</Trans>}
      />
    );
  } else if (!product.data || !assets.data) {
    content = <FormSkeleton />;
  } else if (done) {
    content = (
      <SubscribeDone
        locale={locale}
        holding={done}
        onAgain={() => {
          setDone(null);
          setRound((count) => count + 1);
        }}
      />
    );
  } else {
    const balance = assets.data.list.find((asset) => asset.coin_name === product.data.coin_name)?.offchain ?? "0";
    content = <SubscribeForm key={round} locale={locale} product={product.data} balance={balance} onDone={setDone} />;
  }
  return (
    <PageFrame locale={locale} back="/invest" heading={product.data?.name ?? <Trans>Invest product</Trans>}>
      {content}
    </PageFrame>
  );
}
