import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readItemId } from "@/features/collection/collection-paths";
import { ItemScreen } from "@/features/collection/ItemScreen";
import { loadItem } from "@/features/collection/load-item";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "item");

/** One NFT or pet (?id=) with its history, read on the server; its owner sells or sends it from here. */
export default async function ItemPage({ params, searchParams }: CollectibleRouteProps) {
  const itemId = readItemId(await searchParams);
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadItem(serverApi(locale), itemId));
  return <ItemScreen locale={locale} itemId={itemId} first={first ?? null} />;
}
