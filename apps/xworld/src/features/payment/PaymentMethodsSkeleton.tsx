// The methods page's place while its actions load after start (no client code): the player's methods
// as the list draws them, the default marked, and blocks of the buttons' height, so nothing shifts when
// the page's actions come.
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PAYMENT_METHODS, type PaymentMethod } from "@repo/api-client/endpoints/pay";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { methodName } from "./method-name";

export function PaymentMethodsSkeleton({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useLingui();
  const count = methods.length;
  const max = MAX_PAYMENT_METHODS;
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <Card title={t`My payment methods`} action={<span className="text-13 text-text-muted">{t`${count} of ${max}`}</span>} flush>
        <List
          label={t`My payment methods`}
          empty={<EmptyState title={<Trans>No payment methods yet</Trans>} description={<Trans>Add a bank account or an e-wallet to withdraw to.</Trans>} />}
        >
          {methods.map((method) => {
            const kind = method.type === "bank" ? t`Bank account` : t`E-wallet`;
            const holder = method.holder_name;
            return (
              <ListItem
                key={method.method_id}
                current={method.is_default}
                title={<span className="font-semibold">{methodName(method)}</span>}
                subtitle={t`${kind} · ${holder}`}
                trailing={
                  <span className="flex flex-col items-end gap-4">
                    {method.is_default ? (
                      <span className="rounded-full bg-primary px-8 py-2 text-11 font-semibold text-primary-contrast">
                        <Trans>Default</Trans>
                      </span>
                    ) : (
                      <Skeleton width={96} height={32} />
                    )}
                    <Skeleton width={72} height={32} />
                  </span>
                }
              />
            );
          })}
        </List>
      </Card>
      <Skeleton width="100%" height={52} />
    </div>
  );
}
