"use client";
// Choosing the method: the player's methods as radios, starting on the one the withdrawal had (else the
// default), and "Use this method", which returns to the withdrawal with it, its coin and amount kept.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "@repo/api-client/endpoints/pay";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ChoiceList } from "@repo/ui/choice-list";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { startingMethod, useMethodOptions } from "./use-method-options";

export interface ChooseMethodFormProps {
  locale: Locale;
  back: PayoutFlow;
  coin: string | null;
  amount: string | null;
  methodId: number | null;
  methods: readonly PaymentMethod[];
}

export function ChooseMethodForm({ locale, back, coin, amount, methodId, methods }: ChooseMethodFormProps) {
  const { t } = useLingui();
  const router = useRouter();
  const options = useMethodOptions(methods);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? startingMethod(methods, methodId);
  return (
    <form
      className="flex flex-col gap-16"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) router.replace(paymentHref(locale, back, { coin, amount, method: Number(selected) }));
      }}
    >
      <ChoiceList legend={t`Pay out to`} name="method" value={selected || null} onChange={setChosen} options={options} />
      <Button type="submit" size="lg" block disabled={!selected}>
        <Trans>Use this method</Trans>
      </Button>
      <Link href={paymentHref(locale, "methods", { back })} className="text-center text-14 font-semibold text-link">
        <Trans>Add or remove payment methods</Trans>
      </Link>
    </form>
  );
}
