// The report form's place while it loads after start: the reasons' legend and rows, the words' field and
// the button, of their sizes, so nothing shifts when the form comes.
import { REPORT_REASONS } from "@repo/api-client/endpoints/interaction";
import { Skeleton } from "@repo/ui/skeleton";

export function ReportFormSkeleton() {
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <div className="flex flex-col gap-8">
        <Skeleton width="40%" />
        {REPORT_REASONS.map((reason) => (
          <Skeleton key={reason} width="100%" height={56} />
        ))}
      </div>
      <div className="flex flex-col gap-8">
        <Skeleton width="50%" />
        <Skeleton width="100%" height={112} />
      </div>
      <Skeleton width="100%" height={52} />
    </div>
  );
}
