"use client";
// /user/withdraw-payment (login-required, no loading overlay): which payment method a withdrawal goes
// to. The choice returns to the withdrawal it came from (?back=), with its coin and amount kept.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ChoiceList } from "@repo/ui/choice-list";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { ChooseMethodFirst } from "./load-choose-method";
import { PAYMENT_PATHS, paymentHref, type PayoutFlow } from "./payment-paths";
import { methodName, useMethodTypeLabel } from "./use-payment-texts";
import { usePaymentMethods } from "./use-pay-data";

export interface ChooseMethodScreenProps {
  locale: Locale;
  back: PayoutFlow;
  coin: string | null;
  amount: string | null;
  methodId: number | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<ChooseMethodFirst> | null;
}

export function ChooseMethodScreen(props: ChooseMethodScreenProps) {
  const { locale, back, coin, amount, first } = props;
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back={PAYMENT_PATHS[back]} heading={<Trans>Choose a payment method</Trans>}>
      {viewer === "player" ? (
        <PlayerChoice {...props} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={paymentHref(locale, "chooseMethod", { back, coin, amount })}
          title={<Trans>Sign in to withdraw</Trans>}
          description={<Trans>Send money from your wallet to your bank account or e-wallet.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerChoice({ locale, back, coin, amount, methodId, server }: ChooseMethodScreenProps & { server: PlayerAnswers<ChooseMethodFirst> }) {
  const { t } = useLingui();
  const router = useRouter();
  const methods = usePaymentMethods(true, server.answer(server.data?.methods));
  const typeLabel = useMethodTypeLabel();
  const [chosen, setChosen] = useState<string | null>(methodId === null ? null : String(methodId));

  if (methods.isError && !methods.data) {
    return <ErrorState title={t`Your payment methods could not load.`} onRetry={() => void methods.refetch()} retrying={methods.isFetching} />;
  }
  if (!methods.data) return <FormSkeleton />;
  const list = methods.data.list;
  const selected = chosen ?? String(list.find((method) => method.is_default)?.method_id ?? "");
  const addHref = paymentHref(locale, "methods", { back });
  if (list.length === 0) {
    return (
      <EmptyState
        title={<Trans>No payment methods yet</Trans>}
        description={<Trans>Add a bank account or an e-wallet to withdraw to.</Trans>}
        action={
          <Link href={addHref} className="font-semibold text-primary underline underline-offset-4">
            <Trans>Add a payment method</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <form
      className="flex flex-col gap-16"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) router.replace(paymentHref(locale, back, { coin, amount, method: Number(selected) }));
      }}
    >
      <ChoiceList
        legend={t`Pay out to`}
        name="method"
        value={selected || null}
        onChange={setChosen}
        options={list.map((method) => ({
          value: String(method.method_id),
          label: methodName(method),
          description: `${typeLabel(method.type)} · ${method.holder_name}`,
          trailing: method.is_default ? t`Default` : undefined,
        }))}
      />
      <Button type="submit" size="lg" block disabled={!selected}>
        <Trans>Use this method</Trans>
      </Button>
      <Link href={addHref} className="text-center text-14 font-semibold text-link">
        <Trans>Add or remove payment methods</Trans>
      </Link>
    </form>
  );
}
