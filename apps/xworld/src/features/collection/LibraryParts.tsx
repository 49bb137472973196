// The library's parts with no client code of their own, which the server-rendered /library and the
// browser's read (LibraryRead) share: the shortcuts to the other collection pages, the tabs' labels and
// each tab's grid name and empty state.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { EmptyState } from "@repo/ui/empty-state";
import { marketPath } from "../market/market-query";
import { type LibraryTab, spacePath } from "./collection-paths";
import { ShortcutLinks } from "./ShortcutLinks";

/** `userId`: the player, for their showcase's link. */
export function LibraryShortcuts({ locale, userId }: { locale: Locale; userId: number | null }) {
  const { t } = useLingui();
  return (
    <ShortcutLinks
      locale={locale}
      label={t`Collection pages`}
      links={[
        { key: "draw", label: t`Draw a pet`, path: "/petV2/draw" },
        { key: "roll", label: t`Roll an NFT`, path: "/rollnft" },
        { key: "market", label: t`Market`, path: marketPath({ backShow: true }) },
        { key: "showcase", label: t`My showcase`, path: spacePath(userId) },
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
