// The questions while they load.
import { useLingui } from "@lingui/react/macro";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";

export function FaqSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading questions`} className="flex flex-col gap-20 px-16 pb-20 pt-4">
      {[72, 56, 64, 48].map((width) => (
        <Skeleton key={width} width={`${width}%`} height={16} />
      ))}
    </LoadingRegion>
  );
}
