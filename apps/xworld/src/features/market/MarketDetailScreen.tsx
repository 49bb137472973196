// /market/detail?id= (login-required; the address deep links lead to): one listing with its item, seller,
// price, fee and total, and what the viewer can do with it. A server component: the server reads the
// listing as the player the login cookies name and renders it there (ServerPlayerContent keeps it while
// this render is that player's); the buy panel is its client code, loaded after start (a purchase, a
// cancel or a refusal that says the listing changed renders the page again on the server). Another
// login or a failed read gets the browser's read (MarketDetailFromBrowser).
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { BuyPanelPlaceholder } from "./BuyPanelPlaceholder";
import { BuyPart } from "./BuyPart";
import { ListingFacts } from "./ListingFacts";
import { ListingFrame } from "./ListingFrame";
import { ListingMissing } from "./ListingMissing";
import type { MarketDetailFirst } from "./load-market-detail";
import { MarketDetailFromBrowser } from "./MarketDetailFromBrowser";

export interface MarketDetailScreenProps {
  locale: Locale;
  listingId: number | null;
  /** The listing as the server read it with the player's login cookies (none for a guest). */
  first?: PlayerFirst<MarketDetailFirst> | null;
}

export function MarketDetailScreen({ locale, listingId, first }: MarketDetailScreenProps) {
  const listing = first?.data.listing;
  if (listingId === null || first?.data.missing) {
    return (
      <ListingFrame locale={locale} listing={null}>
        <ListingMissing locale={locale} />
      </ListingFrame>
    );
  }
  const fromBrowser = <MarketDetailFromBrowser locale={locale} listingId={listingId} />;
  if (!first || !listing) return fromBrowser;
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <ListingFrame locale={locale} listing={listing}>
        <ListingFacts locale={locale} listing={listing} />
        <BuyPart locale={locale} listing={listing} refreshPage placeholder={<BuyPanelPlaceholder locale={locale} listing={listing} />} />
      </ListingFrame>
    </ServerPlayerContent>
  );
}
