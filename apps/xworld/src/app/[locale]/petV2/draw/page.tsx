import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { PetDrawScreen } from "@/features/pets/PetDrawScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "petDraw");

/** The pet draw (user info is re-read on open). */
export default async function PetDrawPage({ params }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <PetDrawScreen locale={locale} />;
}
