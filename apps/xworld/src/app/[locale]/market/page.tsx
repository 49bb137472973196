import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadMarket } from "@/features/market/load-market";
import { readMarketQuery } from "@/features/market/market-address";
import { MarketScreen } from "@/features/market/MarketScreen";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "market");

/** The market (?tab=&backShow=1&q=&sort=&rarity=; login-required, user info re-read on open). */
export default async function MarketPage({ params, searchParams }: CollectibleRouteProps) {
  const query = readMarketQuery(await searchParams);
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadMarket(serverApi(locale), query));
  return <MarketScreen locale={locale} query={query} first={first} />;
}
