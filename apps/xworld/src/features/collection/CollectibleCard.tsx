// One collectible in a grid: picture, name, rarity, level, and what the grid adds (owner, price).
// No client code of its own: a server component renders it too.
import { Trans } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ItemCard } from "@repo/ui/item-card";
import type { ReactNode } from "react";
import { itemPath } from "./collection-paths";
import { RarityBadge } from "./RarityBadge";

export interface CollectibleCardProps {
  locale: Locale;
  item: Collectible;
  /** Where the card leads (default: the item's page). */
  href?: string;
  /** Shows who owns it (the showcase of everyone). */
  showOwner?: boolean;
  /** Shows who sells it (a market listing) instead; the "On sale" tag is then left out. */
  seller?: string;
  footer?: ReactNode;
}

export function CollectibleCard({ locale, item, href, showOwner = false, seller, footer }: CollectibleCardProps) {
  const level = item.level;
  const owner = item.owner?.username ?? "";
  const series = item.series;
  return (
    <ItemCard
      testId={`item-${item.item_id}`}
      image={item.image}
      title={item.name}
      href={href ?? withLocale(itemPath(item.item_id), locale)}
      badges={
        <>
          <RarityBadge rarity={item.rarity} />
          {item.listing_id !== null && seller === undefined ? (
            <span className="inline-flex items-center rounded-full bg-warning px-8 py-2 text-11 font-semibold text-warning-contrast shadow-card">
              <Trans>On sale</Trans>
            </span>
          ) : null}
        </>
      }
      meta={
        <>
          <span>
            <Trans>
              Level {level} · {series}
            </Trans>
          </span>
          {seller !== undefined ? (
            <span className="truncate">
              <Trans>Seller: {seller}</Trans>
            </span>
          ) : showOwner && owner ? (
            <span className="truncate">
              <Trans>Owner: {owner}</Trans>
            </span>
          ) : null}
        </>
      }
      footer={footer}
    />
  );
}
