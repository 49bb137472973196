// /library/item?id=: one item (item_detail, open to everyone) with its picture, rarity, level, owner and
// history; its owner sells it on the market, sends an NFT to another player, or plays with a pet. A
// server component: the item as the server read it (as a guest: it is public, load-item.ts) is the
// page's HTML with no client code of its own; the owner's actions are a part loaded after start
// (ItemActionsPart), which renders the page again on the server after a sale or a send. When the
// server's read failed, the browser reads the item (ItemFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { ItemActionsPart } from "./ItemActionsPart";
import { ItemFacts } from "./ItemFacts";
import { ItemFromBrowser } from "./ItemFromBrowser";
import { ItemHistory } from "./ItemHistory";
import { ItemListingLink } from "./ItemListingLink";
import { itemBackPath, ItemSkeleton, NoSuchItem } from "./ItemParts";
import type { ItemFirst } from "./load-item";

export interface ItemScreenProps {
  locale: Locale;
  itemId: number | null;
  /** The server's read (null when it failed: the browser reads it). */
  first: ItemFirst;
}

export function ItemScreen({ locale, itemId, first }: ItemScreenProps) {
  if (itemId !== null && first === null) {
    const loading = (
      <PageFrame locale={locale} back={itemBackPath(undefined)} heading={<Trans>Item</Trans>}>
        <ItemSkeleton />
      </PageFrame>
    );
    return <ItemFromBrowser locale={locale} itemId={itemId} loading={loading} />;
  }
  if (first === null || "missing" in first) {
    return (
      <PageFrame locale={locale} back={itemBackPath(undefined)} heading={<Trans>Item</Trans>}>
        <NoSuchItem />
      </PageFrame>
    );
  }
  const { item, history } = first.detail;
  return (
    <PageFrame locale={locale} back={itemBackPath(item)} heading={item.name}>
      <ItemFacts locale={locale} item={item} />
      {item.listing_id !== null ? <ItemListingLink locale={locale} listingId={item.listing_id} /> : null}
      <ItemActionsPart locale={locale} item={item} renderAgain />
      <ItemHistory locale={locale} history={history} />
    </PageFrame>
  );
}
