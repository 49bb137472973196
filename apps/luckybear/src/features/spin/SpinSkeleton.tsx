import { Skeleton } from "@repo/ui/skeleton";

/** The wheel while it loads. */
export function SpinSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16" aria-busy="true">
      <Skeleton width={288} height={288} circle />
      <Skeleton height={52} />
    </div>
  );
}
