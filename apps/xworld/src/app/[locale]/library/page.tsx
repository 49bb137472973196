import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readLibraryTab } from "@/features/collection/collection-paths";
import { LibraryScreen } from "@/features/collection/LibraryScreen";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "library");

/** The player's NFTs and pets (?tab=pet for the pets; renders before app start). */
export default async function LibraryPage({ params, searchParams }: CollectibleRouteProps) {
  const locale = await enterLocale(params);
  return <LibraryScreen locale={locale} tab={readLibraryTab(await searchParams)} />;
}
