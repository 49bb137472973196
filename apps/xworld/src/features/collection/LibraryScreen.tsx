"use client";
// /library: the player's NFTs and pets (my_items, 20 a page), a tab per kind kept in the address, and
// the ways to get more (the pet draw, the NFT roll, the market) or to show them (the showcase).
import { Trans, useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ItemGrid } from "@repo/ui/item-card";
import { Tabs } from "@repo/ui/tabs";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { marketPath } from "../market/market-query";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { CollectibleCard } from "./CollectibleCard";
import { LIBRARY_PAGE_SIZE, type LibraryTab, libraryPath, spacePath } from "./collection-paths";
import type { LibraryFirst } from "./load-library";
import { PagedGrid } from "./PagedGrid";
import { ShortcutLinks } from "./ShortcutLinks";

export interface LibraryScreenProps {
  locale: Locale;
  tab: LibraryTab;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LibraryFirst> | null;
}

export function LibraryScreen({ locale, tab: initialTab, first }: LibraryScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  const router = useRouter();
  // Before the session is read, the player the server's data stands for (so the showcase link is in the HTML).
  const userId = useSessionValue("userId") ?? server.player ?? null;
  const [tab, setTab] = useState<LibraryTab>(initialTab);
  const select = (next: LibraryTab) => {
    setTab(next);
    router.replace(withLocale(libraryPath(next), locale), { scroll: false });
  };
  return (
    <PageFrame locale={locale} heading={<Trans>My collection</Trans>}>
      {viewer === "guest" ? (
        <>
          <SignInPrompt
            locale={locale}
            backUrl={withLocale(libraryPath(tab), locale)}
            title={<Trans>Sign in to see your collection</Trans>}
            description={<Trans>Your NFTs and pets are kept here: draw pets, roll NFTs, trade them on the market.</Trans>}
          />
          <Link href={withLocale(spacePath(), locale)} className="text-center text-14 font-semibold text-link">
            <Trans>See everyone's showcase</Trans>
          </Link>
        </>
      ) : (
        <>
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
          <Card flush>
            <Tabs
              label={t`My collection`}
              stretch
              value={tab}
              onValueChange={select}
              items={[
                { value: "nft", label: <Trans>NFTs</Trans> },
                { value: "pet", label: <Trans>Pets</Trans> },
              ]}
            >
              <div className="px-12 pb-12">{viewer === "player" ? <MyItems locale={locale} tab={tab} server={server} /> : <ItemGrid label={t`My collection`} loading />}</div>
            </Tabs>
          </Card>
        </>
      )}
    </PageFrame>
  );
}

function MyItems({ locale, tab, server }: { locale: Locale; tab: LibraryTab; server: PlayerAnswers<LibraryFirst> }) {
  const { t } = useLingui();
  // The server read the tab the page opened on; the other tab asks for its own.
  const items = server.data?.tab === tab ? server.data.items : null;
  const query = useApiInfiniteQuery(nftEndpoints.myItems, { kind: tab, page_size: LIBRARY_PAGE_SIZE }, server.firstPage(items));
  const empty =
    tab === "pet" ? (
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
  return (
    <PagedGrid
      query={query}
      label={tab === "pet" ? t`My pets` : t`My NFTs`}
      errorTitle={t`Your collection could not load.`}
      empty={empty}
      renderCard={(item) => <CollectibleCard key={item.item_id} locale={locale} item={item} />}
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

