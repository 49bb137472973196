import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { MarketHistoryScreen } from "@/features/market/MarketHistoryScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "marketHistory");

/** The player's market trades (login-required). */
export default async function MarketHistoryPage({ params }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <MarketHistoryScreen locale={locale} />;
}
