import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { RollScreen } from "@/features/collection/RollScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "roll");

/** The NFT roll. */
export default async function RollPage({ params }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <RollScreen locale={locale} />;
}
