import { collectibleMetadata, type CollectibleRouteProps } from "@/features/collection/collectible-pages";
import { readShowcaseKind, readShowcaseUser } from "@/features/collection/collection-paths";
import { loadSpace } from "@/features/collection/load-space";
import { SpaceScreen } from "@/features/collection/SpaceScreen";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

export const generateMetadata = ({ params }: CollectibleRouteProps) => collectibleMetadata(params, "space");

/** The public showcase: everyone's items, or one player's (?uid=), every kind or one (?kind=); read on the server. */
export default async function SpacePage({ params, searchParams }: CollectibleRouteProps) {
  const search = await searchParams;
  const userId = readShowcaseUser(search);
  const kind = readShowcaseKind(search);
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadSpace(serverApi(locale), userId, kind));
  return <SpaceScreen locale={locale} userId={userId} kind={kind} first={first ?? null} />;
}
