// A listing's item: its picture, rarity, kind, series and level, its seller, and a link to its history.
// No client code of its own: rendered on the server (the page's read) and in the browser (MarketDetailRead).
import { Trans } from "@lingui/react/macro";
import type { Listing } from "@repo/api-client/schemas/market";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card/Card";
import { itemPath, spacePath } from "../collection/collection-paths";
import { RarityBadge } from "../collection/RarityBadge";
import { useKindLabel } from "../collection/use-collectible-labels";

export function ListingFacts({ locale, listing }: { locale: Locale; listing: Listing }) {
  const kindLabel = useKindLabel();
  const { item, seller } = listing;
  const level = item.level;
  const sellerName = seller.username;
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <div className="mx-auto aspect-square w-full max-w-[240px] overflow-hidden rounded-16 bg-skeleton">
          <img src={item.image} alt={item.name} width={240} height={240} className="size-full object-cover" />
        </div>
        <div className="flex flex-wrap items-center gap-8 text-14 text-text-muted">
          <RarityBadge rarity={item.rarity} />
          <span>
            {kindLabel(item.kind)} · {item.series}
          </span>
          <span data-testid="listing-level">
            <Trans>Level {level}</Trans>
          </span>
        </div>
        <p className="text-14 text-text-muted">
          <Trans>
            Sold by{" "}
            <Link href={withLocale(spacePath(seller.user_id), locale)} className="font-semibold text-link" data-testid="listing-seller">
              {sellerName}
            </Link>
          </Trans>
        </p>
        <Link href={withLocale(itemPath(item.item_id), locale)} className="text-14 font-semibold text-link">
          <Trans>The item's history</Trans>
        </Link>
      </div>
    </Card>
  );
}
