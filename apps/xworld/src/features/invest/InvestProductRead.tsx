"use client";
// The browser's read of a product page (the server had none for this render's player: a guest, another
// login, a login only Telegram or the host app knows, or a failed read): a prompt to sign in for a guest,
// a skeleton, the terms with the subscription, not found, or a failure with Retry; in the page's frame,
// headed by the product once read.
import { Trans, useLingui } from "@lingui/react/macro";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { useAssets } from "../wallet/use-wallet-data";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { InvestProductNotFound } from "./InvestProductNotFound";
import { PRODUCT_NOT_FOUND } from "./invest-codes";
import { ProductTerms } from "./ProductTerms";
import { SubscribeArea } from "./SubscribeArea";

const useProduct = (productId: number) => useApiQuery(investEndpoints.investProduct, { product_id: productId });

export function InvestProductRead({ locale, productId }: { locale: Locale; productId: number }) {
  const product = useProduct(productId);
  return (
    <PageFrame locale={locale} back="/invest" heading={product.data?.name ?? <Trans>Invest product</Trans>}>
      <ProductContent locale={locale} productId={productId} product={product} />
    </PageFrame>
  );
}

function ProductContent({ locale, productId, product }: { locale: Locale; productId: number; product: ReturnType<typeof useProduct> }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const assets = useAssets(viewer === "player");
  if (isBusinessError(product.error, PRODUCT_NOT_FOUND)) return <InvestProductNotFound locale={locale} />;
  if ((product.isError && !product.data) || (assets.isError && !assets.data)) {
    const retry = () => {
      void product.refetch();
      void assets.refetch();
    };
    return <ErrorState title={t`This product could not load.`} onRetry={retry} retrying={product.isFetching || assets.isFetching} />;
  }
  if (viewer === "guest") {
    return (
      <SignInPrompt
        locale={locale}
        backUrl={withLocale(`/invest/${productId}`, locale)}
        title={<Trans>Sign in to invest</Trans>}
        description={<Trans>Your coins earn the product's yearly yield for its term and come back with it.</Trans>}
      />
    );
  }
  if (!product.data || !assets.data) return <FormSkeleton />;
  const balance = assets.data.list.find((asset) => asset.coin_name === product.data.coin_name)?.offchain ?? "0";
  return <SubscribeArea locale={locale} product={product.data} balance={balance} terms={<ProductTerms locale={locale} product={product.data} />} />;
}
