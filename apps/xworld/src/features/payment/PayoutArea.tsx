"use client";
// A payout's form, then the order it made, with "Make another withdrawal" for a fresh form. On the
// server-rendered page (`refreshPage`) a payout, or an attempt whose outcome is unknown or refused,
// renders the page again on the server (the new balance and today's rest for the next form); in the
// browser's read the API client reads the wallet again.
import type { PayoutOrder } from "@repo/api-client/endpoints/pay";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useState } from "react";
import { PayoutDone } from "./PayoutDone";
import { PayoutForm, type PayoutFormProps } from "./PayoutForm";

export type PayoutAreaProps = Omit<PayoutFormProps, "onDone" | "onFailed"> & { refreshPage?: boolean };

export function PayoutArea({ refreshPage = false, ...form }: PayoutAreaProps) {
  const { renderAgain } = useRenderAgain();
  const [done, setDone] = useState<PayoutOrder | null>(null);
  const [round, setRound] = useState(0);
  if (done) {
    return (
      <PayoutDone
        locale={form.locale}
        order={done}
        onAnother={() => {
          setDone(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }
  const paid = (order: PayoutOrder) => {
    setDone(order);
    if (refreshPage) renderAgain();
  };
  return <PayoutForm key={round} {...form} onDone={paid} onFailed={refreshPage ? renderAgain : undefined} />;
}
