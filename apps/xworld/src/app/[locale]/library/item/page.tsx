import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readItemId } from "@/features/collection/collection-paths";
import { ItemScreen } from "@/features/collection/ItemScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "item");

/** One NFT or pet (?id=) with its history; its owner sells or sends it from here. */
export default async function ItemPage({ params, searchParams }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <ItemScreen locale={locale} itemId={readItemId(await searchParams)} />;
}
