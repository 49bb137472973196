// The wallet's four ways on: recharge, withdraw, exchange (from the device's main coin: ExchangeActionLink),
// history.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import Link from "@repo/app-shell/link";
import { DEFAULT_COIN_TYPE } from "./coin-types";
import { ExchangeActionLink } from "./ExchangeActionLink";
import { walletHref } from "./wallet-paths";

const ACTION_CLASS =
  "flex min-h-64 flex-col items-center justify-center gap-4 rounded-12 bg-surface-raised px-4 py-8 text-center text-13 font-semibold text-text shadow-card ui-break-words active:bg-surface-sunken";

/** `coinNames`: the wallet's coins, one of which is the device's main coin (DEFAULT_COIN_TYPE until it is read). */
export function WalletActions({ locale, coinNames }: { locale: Locale; coinNames: readonly string[] }) {
  const { t } = useLingui();
  const actions = [
    { key: "recharge", href: walletHref(locale, "recharge"), label: t`Recharge`, glyph: "↓" },
    { key: "withdraw", href: walletHref(locale, "withdraw"), label: t`Withdraw`, glyph: "↑" },
    { key: "exchange", href: null, label: t`Exchange`, glyph: "⇄" },
    { key: "orders", href: walletHref(locale, "orders"), label: t`History`, glyph: "≡" },
  ];
  const exchangeHrefs = Object.fromEntries(
    [...new Set([DEFAULT_COIN_TYPE, ...coinNames])].map((coin) => [coin, walletHref(locale, "exchange", { from: coin })]),
  );
  return (
    <nav aria-label={t`Wallet actions`}>
      <ul className="grid grid-cols-4 gap-8">
        {actions.map((action) => {
          const content = (
            <>
              <span aria-hidden="true" className="flex size-28 items-center justify-center rounded-full bg-primary text-16 text-primary-contrast">
                {action.glyph}
              </span>
              {action.label}
            </>
          );
          return (
            <li key={action.key}>
              {action.href === null ? (
                <ExchangeActionLink hrefs={exchangeHrefs} otherwise={walletHref(locale, "exchange")} className={ACTION_CLASS}>
                  {content}
                </ExchangeActionLink>
              ) : (
                <Link href={action.href} className={ACTION_CLASS}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
