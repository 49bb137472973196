// A product's term, yearly yield and limits. No client code: drawn by the server, passed to the
// subscription part (it shows above the form, and gives way to the result after a subscription).
import { Trans } from "@lingui/react/macro";
import type { InvestProduct } from "@repo/api-client/endpoints/invest";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { SummaryList } from "@repo/ui/summary-list";
import { formatExact } from "../wallet/format-coin";

export function ProductTerms({ locale, product }: { locale: Locale; product: InvestProduct }) {
  const days = product.term_days;
  const apr = product.apr;
  const min = formatExact(product.min_amount, locale);
  const max = formatExact(product.max_amount, locale);
  const coin = product.coin_name;
  return (
    <Card>
      <SummaryList
        rows={[
          { id: "term", label: <Trans>Term</Trans>, value: <Trans>{days} days</Trans> },
          { id: "apr", label: <Trans>Yearly yield</Trans>, value: `${apr} %`, emphasis: true },
          { id: "limits", label: <Trans>Amount</Trans>, value: <Trans>{min} to {max} {coin}</Trans> },
        ]}
      />
    </Card>
  );
}
