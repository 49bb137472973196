import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readPetId } from "@/features/pets/pet-paths";
import { PetGameScreen } from "@/features/pets/PetGameScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "petGame");

/** The pet game with one pet (?petId=), or a choice of pet (login-required). */
export default async function PetGamePage({ params, searchParams }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <PetGameScreen locale={locale} petId={readPetId(await searchParams)} />;
}
