import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";

export function GameGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <LoadingRegion className="grid grid-cols-3 gap-12">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-6">
          <Skeleton height="auto" className="aspect-square rounded-12" />
          <Skeleton width="80%" height={12} />
        </div>
      ))}
    </LoadingRegion>
  );
}
