import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadDraw } from "@/features/collection/load-draw";
import { PetDrawScreen } from "@/features/pets/PetDrawScreen";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "petDraw");

/** The pet draw (user info is re-read on open; the terms and balances are in the HTML). */
export default async function PetDrawPage({ params }: CollectibleRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadDraw(api, "pet"));
  return <PetDrawScreen locale={locale} first={first} />;
}
