"use client";
// Adding a payment method: its kind, the bank or e-wallet, the account (digits as the player groups
// them) and the holder's name, each checked by the contract's rule before anything is sent; the
// server's refusals (the same account twice, a sixth method) are shown above the button.
import { Trans, useLingui } from "@lingui/react/macro";
import { payEndpoints, type PaymentMethod, type PaymentMethodType } from "@repo/api-client/endpoints/pay";
import { useApiMutation } from "@repo/api-client/react";
import { checkPaymentMethod } from "@repo/api-client/rules/payment-method";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { ProviderSelect } from "./ProviderSelect";
import { useMethodProblemText, useMethodTypeLabel, usePayErrorText } from "./use-payment-texts";

export interface AddPaymentMethodFormProps {
  /** Providers the service offers, per kind (payment_options). */
  providers: Readonly<Record<PaymentMethodType, readonly string[]>>;
  /** The player has no method yet: the first becomes the default anyway. */
  first: boolean;
  onAdded: (method: PaymentMethod) => void;
  onCancel: () => void;
}

export function AddPaymentMethodForm({ providers, first, onAdded, onCancel }: AddPaymentMethodFormProps) {
  const { t } = useLingui();
  const typeLabel = useMethodTypeLabel();
  const [type, setType] = useState<PaymentMethodType>("bank");
  const [provider, setProvider] = useState("");
  const [account, setAccount] = useState("");
  const [holder, setHolder] = useState("");
  const [makeDefault, setMakeDefault] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const guard = useSingleSubmit();
  const add = useApiMutation(payEndpoints.addPaymentMethod, { meta: { silent: true } });
  const problemText = useMethodProblemText(type);
  const errorText = usePayErrorText("add-method");

  const input = { type, provider, account, holder_name: holder };
  const checked = checkPaymentMethod(input, providers[type]);
  const problems = submitted && !checked.ok ? checked.problems : {};
  const edited = () => add.reset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok || !guard.begin()) return;
    add.mutate(
      { ...checked.value, set_default: first || makeDefault },
      { onSuccess: onAdded, onSettled: () => guard.end() },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={t`Add a payment method`}>
      <ChoiceChips
        legend={t`Kind`}
        name="method-type"
        value={type}
        onChange={(next) => {
          setType(next === "ewallet" ? "ewallet" : "bank");
          setProvider("");
          edited();
        }}
        options={(["bank", "ewallet"] as const).map((value) => ({ value, label: typeLabel(value) }))}
      />
      <ProviderSelect
        label={type === "bank" ? t`Bank` : t`E-wallet`}
        placeholder={t`Choose…`}
        value={provider}
        providers={providers[type]}
        onChange={(next) => {
          setProvider(next);
          edited();
        }}
        error={problems.provider ? problemText("provider", problems.provider) : undefined}
      />
      <TextInput
        label={type === "bank" ? t`Account number` : t`Phone number of the e-wallet`}
        name="account"
        inputMode="numeric"
        autoComplete="off"
        value={account}
        onChange={(event) => {
          setAccount(event.target.value);
          edited();
        }}
        hint={t`Spaces and dashes are fine.`}
        error={problems.account ? problemText("account", problems.account) : undefined}
      />
      <TextInput
        label={t`Name on the account`}
        name="holder_name"
        autoComplete="name"
        value={holder}
        onChange={(event) => {
          setHolder(event.target.value);
          edited();
        }}
        error={problems.holder_name ? problemText("holder_name", problems.holder_name) : undefined}
      />
      {first ? (
        <p className="text-13 text-text-muted">
          <Trans>Your first method becomes your default.</Trans>
        </p>
      ) : (
        <label className="flex items-center gap-8 text-14 text-text">
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} className="size-18 accent-[var(--ui-primary)]" />
          <Trans>Make it my default</Trans>
        </label>
      )}
      <FormAlert>{add.error ? errorText(add.error) : null}</FormAlert>
      <div className="flex gap-8">
        <Button type="button" variant="secondary" block onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" block loading={add.isPending}>
          <Trans>Save method</Trans>
        </Button>
      </div>
    </form>
  );
}
