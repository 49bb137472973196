import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readMarketQuery } from "@/features/market/market-rules";
import { MarketScreen } from "@/features/market/MarketScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "market");

/** The market (?tab=&backShow=1&q=&sort=&rarity=; login-required, user info re-read on open). */
export default async function MarketPage({ params, searchParams }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <MarketScreen locale={locale} query={readMarketQuery(await searchParams)} />;
}
