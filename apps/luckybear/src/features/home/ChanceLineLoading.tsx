import { Skeleton } from "@repo/ui/skeleton";

/** A lobby entry's line of the player's own while it loads. */
export function ChanceLineLoading() {
  return <Skeleton width="70%" height={10} />;
}
