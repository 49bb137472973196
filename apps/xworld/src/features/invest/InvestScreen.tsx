// /invest (re-reads user info on open; login-required): the products with their term and yearly
// yield, and the player's holdings in short (how many, how many are due) with a link to them. A server
// component: the products the server read (public) render with no client code; the holdings, and the
// products when the server could not read them, are the browser's parts (InvestFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { InvestHoldingsFromBrowser, InvestProductsFromBrowser } from "./InvestFromBrowser";
import { InvestProductsView } from "./InvestProductsView";
import type { InvestFirst } from "./load-invest";

/** `first`: what the server fetched for the page (nothing when it could not). */
export function InvestScreen({ locale, first }: { locale: Locale; first?: InvestFirst }) {
  return (
    <PageFrame locale={locale} heading={<Trans>Invest</Trans>}>
      <p className="text-14 text-text-muted">
        <Trans>Put coins into a product for a fixed term. They earn the yearly yield by the second and come back with it when the term ends.</Trans>
      </p>
      <InvestHoldingsFromBrowser locale={locale} />
      {first?.products ? <InvestProductsView locale={locale} products={first.products} /> : <InvestProductsFromBrowser locale={locale} />}
    </PageFrame>
  );
}
