// The avatars' place while they load: a grid of round blocks of the tiles' size.
import { Skeleton } from "@repo/ui/skeleton";

export function AvatarsSkeleton() {
  return (
    <div className="grid grid-cols-4 gap-8" aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} circle width={64} />
      ))}
    </div>
  );
}
