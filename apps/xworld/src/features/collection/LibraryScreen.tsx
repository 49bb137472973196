// /library: the player's NFTs and pets (my_items, 20 a page), a tab per kind kept in the address, and
// the ways to get more (the pet draw, the NFT roll, the market) or to show them (the showcase). A server
// component: the opened tab's first page as the server read it with the player's login is the page's
// HTML with no client code of its own (ServerPlayerContent keeps it while this render is that player's);
// a tab chosen renders the page again on the server, "Show more" loads the pager on its first tap. A
// guest, another login or a failed read get the browser's own read (LibraryFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ItemGrid } from "@repo/ui/item-card";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import { CollectibleCard } from "./CollectibleCard";
import { type LibraryTab, libraryPath } from "./collection-paths";
import { LaterItems } from "./LaterItems";
import { LibraryFromBrowser } from "./LibraryFromBrowser";
import { LibraryShortcuts, NoItems, useLibraryGridLabel, useLibraryTabItems } from "./LibraryParts";
import type { LibraryFirst } from "./load-library";
import type { ItemsPage } from "./MoreItems";

export interface LibraryScreenProps {
  locale: Locale;
  tab: LibraryTab;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LibraryFirst> | null;
}

export function LibraryScreen({ locale, tab, first }: LibraryScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <LibraryFromBrowser locale={locale} initialTab={tab} loading={<LibrarySkeleton />} />;
  const items = first?.data.tab === tab ? first.data.items : null;
  const tabs = useLibraryTabItems().map((item) => ({ ...item, href: withLocale(libraryPath(item.value), locale) }));
  return (
    <PageFrame locale={locale} heading={<Trans>My collection</Trans>}>
      {first && items ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <LibraryShortcuts locale={locale} userId={first.userId} />
          <Card flush>
            <ServerTabs key={tab} label={t`My collection`} items={tabs} tab={tab} stretch panelClassName="px-12 pb-12">
              <ServerItems locale={locale} tab={tab} first={items} />
            </ServerTabs>
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

function ServerItems({ locale, tab, first }: { locale: Locale; tab: LibraryTab; first: ItemsPage }) {
  return (
    <ServerPagedList
      first={first}
      label={useLibraryGridLabel(tab)}
      empty={<NoItems locale={locale} tab={tab} />}
      list={ItemGrid}
      later={<LaterItems first={first} locale={locale} tab={tab} />}
      count
      footerClassName="flex flex-col gap-4 pt-12"
    >
      {first.list.map((item) => (
        <CollectibleCard key={item.item_id} locale={locale} item={item} />
      ))}
    </ServerPagedList>
  );
}

/** The library while the browser reads it. */
function LibrarySkeleton() {
  const { t } = useLingui();
  return (
    <Card flush>
      <div className="p-12">
        <ItemGrid label={t`My collection`} loading />
      </div>
    </Card>
  );
}
