// The invest products with their term and yearly yield, each a link to its page. No client code of its
// own: rendered on the server (the page's read) and in the browser (InvestProductsRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { investEndpoints, InvestProduct } from "@repo/api-client/endpoints/invest";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { RowFigure } from "@repo/ui/row-figure";
import { formatExact } from "../wallet/format-coin";

export type InvestProducts = ResponseOf<typeof investEndpoints.investProducts>;

/** `products` undefined while they load. */
export function InvestProductsView({ locale, products }: { locale: Locale; products: InvestProducts | undefined }) {
  const { t } = useLingui();
  return (
    <Card flush title={t`Products`}>
      <List label={t`Products`} loading={!products}>
        {products?.list.map((product) => <ProductRow key={product.product_id} locale={locale} product={product} />)}
      </List>
    </Card>
  );
}

function ProductRow({ locale, product }: { locale: Locale; product: InvestProduct }) {
  const days = product.term_days;
  const apr = product.apr;
  const min = formatExact(product.min_amount, locale);
  const coin = product.coin_name;
  return (
    <li>
      <Link href={withLocale(`/invest/${product.product_id}`, locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
        <span className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="text-15 font-semibold text-text">{product.name}</span>
          <span className="text-12 text-text-muted">
            <Trans>
              {days} days · from {min} {coin}
            </Trans>
          </span>
        </span>
        <RowFigure value={`${apr} %`} caption={<Trans>a year</Trans>} />
      </Link>
    </li>
  );
}
