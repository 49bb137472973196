import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readLibraryTab } from "@/features/collection/collection-paths";
import { LibraryScreen } from "@/features/collection/LibraryScreen";
import { loadLibrary } from "@/features/collection/load-library";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "library");

/** The player's NFTs and pets (?tab=pet for the pets; renders before app start). */
export default async function LibraryPage({ params, searchParams }: CollectibleRouteProps) {
  const tab = readLibraryTab(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadLibrary(api, tab));
  return <LibraryScreen locale={locale} tab={tab} first={first} />;
}
