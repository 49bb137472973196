import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadPets } from "@/features/pets/load-pets";
import { PetsScreen } from "@/features/pets/PetsScreen";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "pets");

/** The player's pets: feed, level up, play (renders before app start). */
export default async function PetsPage({ params }: CollectibleRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPets);
  return <PetsScreen locale={locale} first={first} />;
}
