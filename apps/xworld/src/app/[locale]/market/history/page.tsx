import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadMarketHistory } from "@/features/market/load-market-history";
import { MarketHistoryScreen } from "@/features/market/MarketHistoryScreen";
import { readTradeFilter } from "@/features/market/market-address";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "marketHistory");

/** The player's market trades, 20 a page, by side (login-required; the first page of the side opened is in the HTML). */
export default async function MarketHistoryPage({ params, searchParams }: CollectibleRouteProps) {
  const filter = readTradeFilter(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadMarketHistory(api, filter));
  return <MarketHistoryScreen locale={locale} filter={filter} first={first} />;
}
