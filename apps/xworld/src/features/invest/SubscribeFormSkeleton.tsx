// The subscription form's place while it loads after start: the card with its title and blocks of the
// amount field's, the summary's and the button's height, so nothing shifts when the form comes.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";

export function SubscribeFormSkeleton() {
  const { t } = useLingui();
  return (
    <Card title={t`Subscribe`}>
      <div className="flex flex-col gap-12" aria-busy="true">
        <Skeleton width="30%" />
        <Skeleton width="100%" height={48} />
        <Skeleton width="60%" />
        <Skeleton width="100%" height={84} />
        <Skeleton width="100%" height={52} />
      </div>
    </Card>
  );
}
