import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { PetGuideScreen } from "@/features/pets/PetGuideScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "petGuide");

/** How pets earn (user info is re-read on open). */
export default async function PetGuidePage({ params }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <PetGuideScreen locale={locale} />;
}
