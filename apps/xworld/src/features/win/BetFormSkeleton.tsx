// The bet form's place while it loads after start: blocks of the picks', the amount field's, the quick
// amounts', the win line's and the button's height, so nothing shifts when the form comes.
import { Skeleton } from "@repo/ui/skeleton";

export function BetFormSkeleton() {
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <div className="flex flex-col gap-8">
        <Skeleton width="25%" />
        <Skeleton width="100%" height={40} />
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton width="30%" />
        <Skeleton width="100%" height={48} />
        <Skeleton width="70%" height={12} />
      </div>
      <Skeleton width="60%" height={36} />
      <Skeleton width="100%" height={20} />
      <Skeleton width="100%" height={52} />
    </div>
  );
}
