"use client";
// The library's pager: the player's items of a kind after the server's first page, 20 at a time, as
// cards after its cards (loaded on the first "Show more" by LaterItems).
import type { ResponseOf } from "@repo/api-client/endpoint";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { CollectibleCard } from "./CollectibleCard";
import type { LibraryTab } from "./collection-paths";

export type ItemsPage = ResponseOf<typeof nftEndpoints.myItems>;

export function MoreItems({ first, locale, tab, onChange }: { first: ItemsPage; locale: Locale; tab: LibraryTab } & PagerReport) {
  const later = useMorePages(nftEndpoints.myItems, { kind: tab, page_size: first.page_size }, { first, idKey: "item_id", onChange });
  return later.map((item) => <CollectibleCard key={item.item_id} locale={locale} item={item} />);
}
