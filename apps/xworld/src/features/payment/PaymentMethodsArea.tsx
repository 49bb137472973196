"use client";
// Managing the player's payment methods: the list, the default first, with Make default and Remove
// (after a confirmation) on each row, one action at a time; adding one; opened from a payout, the way
// back to it with the method just added. On the server-rendered page (`refreshPage`) each change renders
// the page again on the server (the list as the service now has it); in the browser's read the API
// client reads the methods again.
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PAYMENT_METHODS, payEndpoints, type PaymentMethod, type PaymentMethodType } from "@repo/api-client/endpoints/pay";
import { useApiMutation } from "@repo/api-client/react";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { useState } from "react";
import { AddPaymentMethodForm } from "./AddPaymentMethodForm";
import type { PaymentOptions } from "./load-payment-methods";
import { PaymentMethodsCard } from "./PaymentMethodsCard";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { methodName, usePayErrorText } from "./use-payment-texts";

export interface PaymentMethodsAreaProps {
  locale: Locale;
  /** The payout this page was opened from (?back=), to lead back to. */
  back: PayoutFlow | null;
  methods: readonly PaymentMethod[];
  /** The providers of each kind of method (payment_options). */
  options: PaymentOptions["list"];
  refreshPage?: boolean;
}

export function PaymentMethodsArea({ locale, back, methods: list, options, refreshPage = false }: PaymentMethodsAreaProps) {
  const { t } = useLingui();
  const { renderAgain } = useRenderAgain();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<PaymentMethod | null>(null);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const guard = useSingleSubmit();
  const errorText = usePayErrorText("add-method");
  const setDefault = useApiMutation(payEndpoints.setDefaultPaymentMethod, { meta: { silent: true } });
  const remove = useApiMutation(payEndpoints.removePaymentMethod, { meta: { silent: true } });
  const changed = () => {
    if (refreshPage) renderAgain();
  };

  const providers: Record<PaymentMethodType, readonly string[]> = { bank: [], ewallet: [] };
  for (const entry of options) providers[entry.type] = entry.providers;
  const full = list.length >= MAX_PAYMENT_METHODS;
  const max = MAX_PAYMENT_METHODS;
  const actionError = setDefault.error ?? remove.error;
  const removingName = removing ? methodName(removing) : "";
  const addedName = added ? methodName(added) : "";

  const makeDefault = (method: PaymentMethod) => {
    if (!guard.begin()) return;
    remove.reset();
    setDefault.mutate({ method_id: method.method_id }, { onSettled: () => guard.end(), onSuccess: changed });
  };
  const confirmRemove = () => {
    if (!removing || !guard.begin()) return;
    setDefault.reset();
    remove.mutate(
      { method_id: removing.method_id },
      {
        onSettled: () => guard.end(),
        onSuccess: () => {
          setRemoving(null);
          changed();
        },
      },
    );
  };

  return (
    <>
      {added && back ? (
        <Card>
          <div className="flex flex-col gap-12">
            <p className="text-14 text-text" role="status">
              <Trans>{addedName} is saved.</Trans>
            </p>
            <Link
              href={paymentHref(locale, back, { method: added.method_id })}
              className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
            >
              <Trans>Continue the withdrawal</Trans>
            </Link>
          </div>
        </Card>
      ) : null}

      <PaymentMethodsCard
        methods={list}
        makeDefault={(method) => {
          const name = methodName(method);
          return (
            <Button variant="ghost" size="sm" onClick={() => makeDefault(method)} aria-label={t`Make ${name} the default`}>
              <Trans>Make default</Trans>
            </Button>
          );
        }}
        remove={(method) => {
          const name = methodName(method);
          return (
            <Button variant="ghost" size="sm" onClick={() => setRemoving(method)} aria-label={t`Remove ${name}`}>
              <Trans>Remove</Trans>
            </Button>
          );
        }}
      >
        {actionError ? (
          <p role="alert" className="px-16 pb-12 text-13 text-danger">
            {errorText(actionError)}
          </p>
        ) : null}
      </PaymentMethodsCard>

      {adding ? (
        <Card title={t`Add a payment method`}>
          <AddPaymentMethodForm
            providers={providers}
            first={list.length === 0}
            onAdded={(method) => {
              setAdding(false);
              setAdded(method);
              changed();
            }}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : (
        <Button size="lg" block disabled={full} onClick={() => setAdding(true)}>
          <Trans>Add a payment method</Trans>
        </Button>
      )}
      {full && !adding ? (
        <p className="text-center text-13 text-text-muted">
          <Trans>You can keep at most {max} payment methods. Remove one to add another.</Trans>
        </p>
      ) : null}

      {list.length > 0 && !back ? (
        <Link href={paymentHref(locale, "withdrawNew")} className="text-center text-14 font-semibold text-link">
          <Trans>Withdraw to a payment method</Trans>
        </Link>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this payment method?`}
        description={t`${removingName} will no longer receive withdrawals. Withdrawals already on their way are not affected.`}
        confirmLabel={<Trans>Remove</Trans>}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
