import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { PetsScreen } from "@/features/pets/PetsScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "pets");

/** The player's pets: feed, level up, play (renders before app start). */
export default async function PetsPage({ params }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <PetsScreen locale={locale} />;
}
