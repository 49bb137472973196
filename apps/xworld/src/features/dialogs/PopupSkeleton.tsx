// The popup's place while the browser reads it (no server read).
import { Skeleton } from "@repo/ui/skeleton";

export function PopupSkeleton() {
  return (
    <div className="flex min-h-[60dvh] flex-col justify-center gap-12 px-24" aria-busy="true">
      <Skeleton height={140} />
      <Skeleton width="70%" height={20} />
      <Skeleton />
    </div>
  );
}
