import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadPetGame } from "@/features/pets/load-pet-game";
import { readPetId } from "@/features/pets/pet-paths";
import { PetGameScreen } from "@/features/pets/PetGameScreen";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "petGame");

/** The pet game with one pet (?petId=), or a choice of pet (login-required; the pet or the pets are in the HTML). */
export default async function PetGamePage({ params, searchParams }: CollectibleRouteProps) {
  const petId = readPetId(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, (api, userId) => loadPetGame(api, userId, petId));
  return <PetGameScreen locale={locale} petId={petId} first={first} />;
}
