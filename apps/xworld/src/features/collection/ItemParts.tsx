// The item page's frame parts with no client code of their own, which the server-rendered page and the
// browser's read share: where Back leads, that the item does not exist, the skeleton.
import { useLingui } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton, SkeletonText } from "@repo/ui/skeleton";
import { libraryPath } from "./collection-paths";

/** Back leads to the collection's tab of the item's kind. */
export const itemBackPath = (item: Collectible | undefined) => libraryPath(item?.kind === "pet" ? "pet" : "nft");

export function NoSuchItem() {
  const { t } = useLingui();
  return <ErrorState title={t`This item does not exist.`} description={t`It may have been sent off the platform, or the link is wrong.`} />;
}

export function ItemSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16" aria-busy="true">
      <Skeleton width={240} height={240} />
      <SkeletonText lines={3} className="w-full" />
    </div>
  );
}
