import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { MarketDetailScreen } from "@/features/market/MarketDetailScreen";
import { readListingId } from "@/features/market/market-rules";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "marketDetail");

/** One listing (?id=): the address every deep link into a market item leads to (login-required). */
export default async function MarketDetailPage({ params, searchParams }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <MarketDetailScreen locale={locale} listingId={readListingId(await searchParams)} />;
}
