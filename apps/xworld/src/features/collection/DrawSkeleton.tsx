import { Skeleton } from "@repo/ui/skeleton";

/** The draw while it loads. */
export function DrawSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16" aria-busy="true">
      <Skeleton width={280} height={280} circle />
      <Skeleton height={52} />
      <Skeleton height={120} />
    </div>
  );
}
