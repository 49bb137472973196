import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { loadDraw } from "@/features/collection/load-draw";
import { RollScreen } from "@/features/collection/RollScreen";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "roll");

/** The NFT roll (the terms and balances are in the HTML). */
export default async function RollPage({ params }: CollectibleRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadDraw(api, "nft"));
  return <RollScreen locale={locale} first={first} />;
}
