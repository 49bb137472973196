// The library's parts with no client code of their own, which the server-rendered /library and the
// browser's read (LibraryRead) share: the shortcuts to the other collection pages, the tabs' labels and
// each tab's grid name and empty state.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { EmptyState } from "@repo/ui/empty-state";
import { LinkTiles } from "@repo/ui/link-tiles";
import { marketPath } from "../market/market-query";
import { type LibraryTab, spacePath } from "./collection-paths";

/** `userId`: the player, for their showcase's link. */
export function LibraryShortcuts({ locale, userId }: { locale: Locale; userId: number | null }) {
  const { t } = useLingui();
  return (
    <LinkTiles
      columns={2}
      label={t`Collection pages`}
      items={[
        { key: "draw", label: t`Draw a pet`, href: withLocale("/petV2/draw", locale) },
        { key: "roll", label: t`Roll an NFT`, href: withLocale("/rollnft", locale) },
        { key: "market", label: t`Market`, href: withLocale(marketPath({ backShow: true }), locale) },
        { key: "showcase", label: t`My showcase`, href: withLocale(spacePath(userId), locale) },
      ]}
    />
  );
}

export function useLibraryTabItems(): { value: LibraryTab; label: string }[] {
  const { t } = useLingui();
  return [
    { value: "nft", label: t`NFTs` },
    { value: "pet", label: t`Pets` },
  ];
}

/** The grid's name: "My NFTs" or "My pets". */
export function useLibraryGridLabel(tab: LibraryTab): string {
  const { t } = useLingui();
  return tab === "pet" ? t`My pets` : t`My NFTs`;
}

export function NoItems({ locale, tab }: { locale: Locale; tab: LibraryTab }) {
  const { t } = useLingui();
  return tab === "pet" ? (
    <EmptyState
      title={<Trans>No pets yet</Trans>}
      description={<Trans>Draw your first pet: it hunts for coins in the pet game.</Trans>}
      action={<EmptyAction locale={locale} path="/petV2/draw" label={t`Draw a pet`} />}
    />
  ) : (
    <EmptyState
      title={<Trans>No NFTs yet</Trans>}
      description={<Trans>Roll for an NFT, or buy one on the market.</Trans>}
      action={<EmptyAction locale={locale} path="/rollnft" label={t`Roll an NFT`} />}
    />
  );
}

function EmptyAction({ locale, path, label }: { locale: Locale; path: string; label: string }) {
  return (
    <Link href={withLocale(path, locale)} className="inline-flex min-h-44 items-center justify-center rounded-16 bg-primary px-20 text-15 font-semibold text-primary-contrast">
      {label}
    </Link>
  );
}
