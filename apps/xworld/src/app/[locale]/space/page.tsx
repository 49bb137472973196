import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readShowcaseUser } from "@/features/collection/collection-paths";
import { SpaceScreen } from "@/features/collection/SpaceScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "space");

/** The public showcase: everyone's items, or one player's (?uid=). */
export default async function SpacePage({ params, searchParams }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <SpaceScreen locale={locale} userId={readShowcaseUser(await searchParams)} />;
}
