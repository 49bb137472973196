// A listing's page while its read is on its way (the browser's read).
import { Skeleton, SkeletonText } from "@repo/ui/skeleton";

export function ListingSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16" aria-busy="true">
      <Skeleton width={240} height={240} />
      <SkeletonText lines={4} className="w-full" />
    </div>
  );
}
