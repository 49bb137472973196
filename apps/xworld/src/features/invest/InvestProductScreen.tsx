// /invest/[productId] (login-required): a product's term, yield and limits, and subscribing to it.
// A server component: the server reads the product and the player's balances with the request's login
// cookies and renders the terms there (ServerPlayerContent keeps them while this render is that player's);
// the subscription is its client code, loaded after start (a skeleton of the form's size until then; a
// subscription renders the page again on the server). A guest, another login or a failed read get the
// browser's read (InvestProductFromBrowser); an unknown product is said in the HTML.
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { InvestProductFromBrowser, SubscribeAreaPart } from "./InvestProductParts";
import { InvestProductNotFound } from "./InvestProductNotFound";
import type { InvestProductFirst } from "./load-invest-product";
import { ProductTerms } from "./ProductTerms";
import { SubscribeFormSkeleton } from "./SubscribeFormSkeleton";

export interface InvestProductScreenProps {
  locale: Locale;
  /** The product the address names (null: not an id). */
  productId: number | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<InvestProductFirst> | null;
}

export function InvestProductScreen({ locale, productId, first }: InvestProductScreenProps) {
  const product = first?.data.product;
  const assets = first?.data.assets;
  const frame = (heading: ReactNode, content: ReactNode) => (
    <PageFrame locale={locale} back="/invest" heading={heading}>
      {content}
    </PageFrame>
  );
  if (productId === null || first?.data.missing) return frame(<Trans>Invest product</Trans>, <InvestProductNotFound locale={locale} />);
  // The browser's read draws its own frame, headed by the product once read.
  const fromBrowser = <InvestProductFromBrowser locale={locale} productId={productId} placeholder={frame(<Trans>Invest product</Trans>, <FormSkeleton />)} />;
  if (!first || !product || !assets) return fromBrowser;
  const balance = assets.list.find((asset) => asset.coin_name === product.coin_name)?.offchain ?? "0";
  const terms = <ProductTerms locale={locale} product={product} />;
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      {frame(
        product.name,
        <SubscribeAreaPart
          locale={locale}
          product={product}
          balance={balance}
          terms={terms}
          refreshPage
          placeholder={
            <>
              {terms}
              <SubscribeFormSkeleton />
            </>
          }
        />,
      )}
    </ServerPlayerContent>
  );
}
