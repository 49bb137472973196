import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadMarketDetail } from "@/features/market/load-market-detail";
import { MarketDetailScreen } from "@/features/market/MarketDetailScreen";
import { readListingId } from "@/features/market/market-address";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "marketDetail");

/** One listing (?id=): the address every deep link into a market item leads to (login-required; the listing is in the HTML). */
export default async function MarketDetailPage({ params, searchParams }: CollectibleRouteProps) {
  const listingId = readListingId(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadMarketDetail(api, listingId));
  return <MarketDetailScreen locale={locale} listingId={listingId} first={first} />;
}
