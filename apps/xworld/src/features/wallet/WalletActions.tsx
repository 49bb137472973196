"use client";
// The wallet's four ways on: recharge, withdraw, exchange, history.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import Link from "@repo/app-shell/link";
import { walletHref } from "./wallet-paths";

export function WalletActions({ locale, coinType }: { locale: Locale; coinType: string }) {
  const { t } = useLingui();
  const actions = [
    { href: walletHref(locale, "recharge"), label: t`Recharge`, glyph: "↓" },
    { href: walletHref(locale, "withdraw"), label: t`Withdraw`, glyph: "↑" },
    { href: walletHref(locale, "exchange", { from: coinType }), label: t`Exchange`, glyph: "⇄" },
    { href: walletHref(locale, "orders"), label: t`History`, glyph: "≡" },
  ];
  return (
    <nav aria-label={t`Wallet actions`}>
      <ul className="grid grid-cols-4 gap-8">
        {actions.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="flex min-h-64 flex-col items-center justify-center gap-4 rounded-12 bg-surface-raised px-4 py-8 text-13 font-semibold text-text shadow-card active:bg-surface-sunken"
            >
              <span aria-hidden="true" className="flex size-28 items-center justify-center rounded-full bg-primary text-16 text-primary-contrast">
                {action.glyph}
              </span>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
