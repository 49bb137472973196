"use client";
// What the host may do with a match now: name the winner of a full match (once; the winner is paid at
// once) or call the match off (every stake goes back). Both confirmed first, one submission with an
// attempt key. After it, the match is read again: in the browser's read by the API client (a refusal
// invalidates the pvp reads: settled or cancelled elsewhere, say), on the server-rendered page
// (`renderPage`) by rendering the page again on the server.
import { Trans, useLingui } from "@lingui/react/macro";
import { type PvpMatch, type PvpSide, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { queryKeys, useApiMutation, useApiQueryClient, useAttemptKeys } from "@repo/api-client/react";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { hostActions } from "./pvp-rules";
import { useSideName } from "./use-pvp-texts";

type HostStep = { kind: "settle"; side: PvpSide } | { kind: "cancel" };

export interface HostActionsProps {
  locale: Locale;
  match: PvpMatch;
  /** The match was rendered on the server: after a settlement or a refusal, render the page again there. */
  renderPage?: boolean;
}

export function HostActions({ locale, match, renderPage = false }: HostActionsProps) {
  const { t } = useLingui();
  const sideName = useSideName();
  const errorText = useWalletErrorText();
  const queryClient = useApiQueryClient();
  const { renderAgain, rendering } = useRenderAgain();
  const [step, setStep] = useState<HostStep | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const settle = useApiMutation(pvpEndpoints.settleMatch, { meta: { silent: true } });
  const cancel = useApiMutation(pvpEndpoints.cancelMatch, { meta: { silent: true } });
  const actions = hostActions(match);
  const coin = match.coin_name;
  const payout = formatExact(match.payout, locale);
  const error = settle.error ?? cancel.error;

  const playerOf = (side: PvpSide) => match.sides.find((entry) => entry.side === side)?.player?.username ?? "";
  const done = {
    onSuccess: () => {
      attempts.settle();
      if (renderPage) renderAgain();
    },
    onError: (failure: unknown) => {
      attempts.failed(failure);
      // Refused (settled or cancelled elsewhere, say): show the match as it is now.
      if (renderPage) renderAgain();
      else void queryClient.invalidateQueries({ queryKey: queryKeys.service("pvp") });
    },
    onSettled: () => {
      guard.end();
      setStep(null);
    },
  };
  const confirm = () => {
    if (!step || !guard.begin()) return;
    settle.reset();
    cancel.reset();
    if (step.kind === "settle") {
      const request = { match_id: match.match_id, winner_side: step.side };
      settle.mutate({ ...request, idempotency_key: attempts.keyFor(request) }, done);
    } else {
      const request = { match_id: match.match_id };
      cancel.mutate({ ...request, idempotency_key: attempts.keyFor({ ...request, cancel: true }) }, done);
    }
  };

  const winnerName = step?.kind === "settle" ? sideName(step.side) : "";
  const winnerPlayer = step?.kind === "settle" ? playerOf(step.side) : "";

  return (
    <>
      {actions.settle || actions.cancel ? (
        <div className="flex flex-wrap gap-8">
          {actions.settle
            ? match.sides.map(({ side }) => {
                const name = sideName(side);
                return (
                  <Button key={side} size="sm" loading={rendering} onClick={() => setStep({ kind: "settle", side })}>
                    <Trans>{name} won</Trans>
                  </Button>
                );
              })
            : null}
          {actions.cancel ? (
            <Button size="sm" variant="secondary" loading={rendering} onClick={() => setStep({ kind: "cancel" })}>
              <Trans>Cancel match</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <FormAlert>{error ? errorText(error) : null}</FormAlert>
      <ConfirmDialog
        open={step !== null}
        title={step?.kind === "settle" ? t`Settle this match?` : t`Cancel this match?`}
        description={
          step?.kind === "settle"
            ? t`The ${winnerName} (${winnerPlayer}) wins and receives ${payout} ${coin} at once. A match is settled only once.`
            : t`Every player gets the stake back and nobody can join any more.`
        }
        confirmLabel={step?.kind === "settle" ? <Trans>Settle</Trans> : <Trans>Cancel match</Trans>}
        pending={settle.isPending || cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setStep(null)}
      />
    </>
  );
}
