// The player's payment methods as a card, drawn alike by the server (with the actions' places) and by the
// page's actions once they load: "n of max", each method's name, kind and holder, the default marked.
// A row's buttons come from the caller: Make default (for a method that is not the default) and Remove.
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PAYMENT_METHODS, type PaymentMethod } from "@repo/api-client/endpoints/pay";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import type { ReactNode } from "react";
import { methodName, useMethodTypeLabel } from "./method-name";

export interface PaymentMethodsCardProps {
  methods: readonly PaymentMethod[];
  makeDefault: (method: PaymentMethod) => ReactNode;
  remove: (method: PaymentMethod) => ReactNode;
  /** Below the list: what went wrong with the last action. */
  children?: ReactNode;
}

export function PaymentMethodsCard({ methods, makeDefault, remove, children }: PaymentMethodsCardProps) {
  const { t } = useLingui();
  const typeLabel = useMethodTypeLabel();
  const count = methods.length;
  const max = MAX_PAYMENT_METHODS;
  return (
    <Card title={t`My payment methods`} action={<span className="text-13 text-text-muted">{t`${count} of ${max}`}</span>} flush>
      <List
        label={t`My payment methods`}
        empty={<EmptyState title={<Trans>No payment methods yet</Trans>} description={<Trans>Add a bank account or an e-wallet to withdraw to.</Trans>} />}
      >
        {methods.map((method) => {
          const kind = typeLabel(method.type);
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
                    makeDefault(method)
                  )}
                  {remove(method)}
                </span>
              }
            />
          );
        })}
      </List>
      {children}
    </Card>
  );
}
