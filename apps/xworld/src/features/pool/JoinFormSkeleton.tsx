// The share purchase's place while its form loads after start: the card with its title and blocks of the
// stepper's, the summary's and the button's height, so nothing shifts when the form comes.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";

export function JoinFormSkeleton() {
  const { t } = useLingui();
  return (
    <Card title={t`Buy shares`}>
      <div className="flex flex-col gap-12" aria-busy="true">
        <Skeleton width="30%" />
        <Skeleton width="100%" height={44} />
        <Skeleton width="40%" />
        <Skeleton width="100%" height={84} />
        <Skeleton width="100%" height={44} />
      </div>
    </Card>
  );
}
