// /market?tab=nft|pet|mine&backShow=1 (login-required, user info re-read on open): browse and search the
// listings on sale (search service, 20 a page) by words, rarity and order, or the player's own
// listings. The query is kept in the address, so a reload or a link opens the same view. A server
// component: the first page of the listings the address names is public (the same for everyone), read
// and rendered by the server with no client code of its own; the tabs and filters (a choice renders
// the page again on the server) and "Show more" (the next pages in the browser) are its client code.
// The player's own listings, and the listings when the server's read failed, are read by the browser
// in parts loaded only then.
import { Trans, useLingui } from "@lingui/react/macro";
import { RARITIES } from "@repo/api-client/schemas/collectibles";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card/Card";
import { ItemGrid } from "@repo/ui/item-card";
import { libraryPath } from "../collection/collection-paths";
import { useRarityLabel } from "../collection/use-collectible-labels";
import { ListingPages } from "./ListingPages";
import { MarketControls } from "./MarketControls";
import { MarketFiltersPlaceholder } from "./MarketFiltersPlaceholder";
import { MarketListingsFromBrowser, MyListingsFromBrowser } from "./MarketParts";
import { type MarketFirst, marketItemsInput, marketPath, type MarketQuery } from "./market-query";

/** `first`: what the server fetched for the address the page opened with (nothing when it could not). */
export function MarketScreen({ locale, query, first }: { locale: Locale; query: MarketQuery; first?: MarketFirst }) {
  const { t } = useLingui();
  const rarityLabel = useRarityLabel();
  const input = marketItemsInput(query);
  const listings = first?.listings;
  const label = query.tab === "pet" ? t`Pets for sale` : t`NFTs for sale`;
  const rarities = RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) }));
  return (
    <PageFrame
      locale={locale}
      backThroughHistory={query.backShow}
      heading={<Trans>Market</Trans>}
      action={
        <Link href={withLocale("/market/history", locale)} className="text-14 font-semibold text-link">
          <Trans>My trades</Trans>
        </Link>
      }
    >
      <Card flush>
        <MarketControls
          locale={locale}
          query={query}
          label={t`Market`}
          tabs={[
            { value: "nft", label: <Trans>NFTs</Trans> },
            { value: "pet", label: <Trans>Pets</Trans> },
            { value: "mine", label: <Trans>My listings</Trans> },
          ]}
          rarities={rarities}
          filtersPlaceholder={<MarketFiltersPlaceholder chips={[t`All`, ...rarities.map((rarity) => rarity.label)]} />}
        >
          {input === null ? (
            <>
              <p className="pt-4 text-13 text-text-muted">
                <Trans>To sell an item, open it in your collection and tap Sell.</Trans>{" "}
                <Link href={withLocale(libraryPath(), locale)} className="font-semibold text-link">
                  <Trans>My collection</Trans>
                </Link>
              </p>
              <MyListingsFromBrowser locale={locale} loading={<ItemGrid label={t`My listings`} loading />} />
            </>
          ) : listings ? (
            <ListingPages key={marketPath(query)} first={listings} input={input} label={label} locale={locale} />
          ) : (
            <MarketListingsFromBrowser key={marketPath(query)} locale={locale} input={input} label={label} loading={<ItemGrid label={label} loading />} />
          )}
        </MarketControls>
      </Card>
    </PageFrame>
  );
}
