// /petV2's parts with no client code of their own, which the server-rendered page and the browser's read
// (PetsRead) share: the shortcuts, the balance of the pet coin, the list, having no pets yet.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { LinkTiles } from "@repo/ui/link-tiles";
import type { ReactNode } from "react";
import { libraryPath } from "../collection/collection-paths";
import { formatBalance } from "../wallet/format-coin";

export function PetShortcuts({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <LinkTiles
      columns={2}
      label={t`Pet pages`}
      items={[
        { key: "draw", label: t`Draw a pet`, href: withLocale("/petV2/draw", locale) },
        { key: "guide", label: t`How pets earn`, href: withLocale("/petV2/guide", locale) },
        { key: "collection", label: t`My collection`, href: withLocale(libraryPath("pet"), locale) },
        { key: "market", label: t`Buy a pet`, href: withLocale("/market?tab=pet&backShow=1", locale) },
      ]}
    />
  );
}

/** `balance`: the off-chain balance of the pet coin, undefined while it loads. */
export function PetCoinBalance({ locale, coin, balance }: { locale: Locale; coin: string; balance: string | undefined }) {
  const balanceText = balance === undefined ? "--" : formatBalance(balance, locale);
  return (
    <p className="text-14 text-text-muted" data-testid="pet-coin-balance">
      <Trans>
        Your {coin}: {balanceText}
      </Trans>
    </p>
  );
}

/** The pets' list (the server-paged list's container). */
export function PetList({ label, empty, children }: { label: string; empty: ReactNode; children: ReactNode }) {
  if (!children) return empty;
  return (
    <ul aria-label={label} className="m-0 flex list-none flex-col gap-12 p-0">
      {children}
    </ul>
  );
}

export function NoPets({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>No pets yet</Trans>}
      description={<Trans>Draw your first pet: it hunts for coins in the pet game.</Trans>}
      action={
        <Link href={withLocale("/petV2/draw", locale)} className="inline-flex min-h-44 items-center justify-center rounded-16 bg-primary px-20 text-15 font-semibold text-primary-contrast">
          <Trans>Draw a pet</Trans>
        </Link>
      }
    />
  );
}

/** The player's balance of `coin` from a balances read (a coin without a row is 0). */
export function coinBalance(assets: { list: readonly { coin_name: string; offchain: string }[] }, coin: string): string {
  return assets.list.find((row) => row.coin_name === coin)?.offchain ?? "0";
}
