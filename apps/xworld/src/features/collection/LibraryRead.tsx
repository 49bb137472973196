"use client";
// /library read by the browser: for a guest (a prompt to sign in), a player the server did not read for
// (another login, or a login only Telegram or the host app knows), or when the server's read failed.
// The tabs switch in the browser here, kept in the address. Loaded only then (LibraryFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ItemGrid } from "@repo/ui/item-card";
import { Tabs } from "@repo/ui/tabs";
import { useEffect, useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { CollectibleCard } from "./CollectibleCard";
import { LIBRARY_PAGE_SIZE, type LibraryTab, libraryPath, spacePath } from "./collection-paths";
import { LibraryShortcuts, NoItems, useLibraryGridLabel, useLibraryTabItems } from "./LibraryParts";
import { PagedGrid } from "./PagedGrid";

export interface LibraryReadProps {
  locale: Locale;
  initialTab: LibraryTab;
}

export function LibraryRead({ locale, initialTab }: LibraryReadProps) {
  const { t } = useLingui();
  const viewer = useViewer();
  const userId = useSessionValue("userId") ?? null;
  const [tab, setTab] = useState<LibraryTab>(initialTab);
  const tabItems = useLibraryTabItems();
  const href = withLocale(libraryPath(tab), locale);
  useEffect(() => {
    // The tab lives in the address without a navigation, so a reload or a shared link keeps it.
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);
  if (viewer === "guest") {
    return (
      <>
        <SignInPrompt
          locale={locale}
          backUrl={href}
          title={<Trans>Sign in to see your collection</Trans>}
          description={<Trans>Your NFTs and pets are kept here: draw pets, roll NFTs, trade them on the market.</Trans>}
        />
        <Link href={withLocale(spacePath(), locale)} className="text-center text-14 font-semibold text-link">
          <Trans>See everyone's showcase</Trans>
        </Link>
      </>
    );
  }
  return (
    <>
      <LibraryShortcuts locale={locale} userId={userId} />
      <Card flush>
        <Tabs label={t`My collection`} stretch value={tab} onValueChange={setTab} items={tabItems}>
          <div className="px-12 pb-12">{viewer === "player" ? <MyItems locale={locale} tab={tab} /> : <ItemGrid label={t`My collection`} loading />}</div>
        </Tabs>
      </Card>
    </>
  );
}

function MyItems({ locale, tab }: { locale: Locale; tab: LibraryTab }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(nftEndpoints.myItems, { kind: tab, page_size: LIBRARY_PAGE_SIZE });
  return (
    <PagedGrid
      query={query}
      label={useLibraryGridLabel(tab)}
      errorTitle={t`Your collection could not load.`}
      empty={<NoItems locale={locale} tab={tab} />}
      renderCard={(item) => <CollectibleCard key={item.item_id} locale={locale} item={item} />}
    />
  );
}
