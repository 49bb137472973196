import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadPetGuide } from "@/features/pets/load-pet-guide";
import { PetGuideScreen } from "@/features/pets/PetGuideScreen";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "petGuide");

/** How pets earn (user info is re-read on open). */
export default async function PetGuidePage({ params }: CollectibleRouteProps) {
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadPetGuide(serverApi(locale)));
  return <PetGuideScreen locale={locale} first={first} />;
}
