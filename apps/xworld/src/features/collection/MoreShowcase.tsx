"use client";
// The showcase's pager: the pages after the server's first, 20 at a time, as cards after its cards
// (loaded on the first "Show more" by LaterShowcase).
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { CollectibleCard } from "./CollectibleCard";
import type { ShowcaseKind } from "./collection-paths";
import { type ShowcasePage, showcaseInput } from "./showcase";

type MoreShowcaseProps = { first: ShowcasePage; locale: Locale; userId: number | null; kind: ShowcaseKind } & PagerReport;

export function MoreShowcase({ first, locale, userId, kind, onChange }: MoreShowcaseProps) {
  const later = useMorePages(nftEndpoints.showcase, { ...showcaseInput(userId, kind), page_size: first.page_size }, { first, idKey: "item_id", onChange });
  return later.map((item) => <CollectibleCard key={item.item_id} locale={locale} item={item} showOwner={userId === null} />);
}
