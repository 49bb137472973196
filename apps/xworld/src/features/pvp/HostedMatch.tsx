"use client";
// One match the player hosts, with what the host may do now: name the winner of a full match (once;
// the winner is paid at once) or call the match off (every stake goes back). Both confirmed first.
import { Trans, useLingui } from "@lingui/react/macro";
import { type PvpMatch, type PvpSide, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { queryKeys, useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { StatusPill } from "@repo/ui/status-pill";
import { useQueryClient } from "@tanstack/react-query";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { hostActions, matchStanding, pvpHref } from "./pvp-rules";
import { useSideName, useStandingLabel } from "./use-pvp-texts";

type HostStep = { kind: "settle"; side: PvpSide } | { kind: "cancel" };

export function HostedMatch({ locale, match }: { locale: Locale; match: PvpMatch }) {
  const { t } = useLingui();
  const sideName = useSideName();
  const standing = useStandingLabel()(matchStanding(match));
  const errorText = useWalletErrorText();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<HostStep | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const settle = useApiMutation(pvpEndpoints.settleMatch, { meta: { silent: true } });
  const cancel = useApiMutation(pvpEndpoints.cancelMatch, { meta: { silent: true } });
  const actions = hostActions(match);
  const coin = match.coin_name;
  const payout = formatExact(match.payout, locale);
  const stake = formatExact(match.stake, locale);
  const error = settle.error ?? cancel.error;

  const playerOf = (side: PvpSide) => match.sides.find((entry) => entry.side === side)?.player?.username ?? "";
  const done = {
    onSuccess: () => attempts.settle(),
    onError: (failure: unknown) => {
      attempts.failed(failure);
      // Refused (settled or cancelled elsewhere, say): show the match as it is now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.service("pvp") });
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
  const [red, blue] = match.sides.map((entry) => entry.player?.username ?? t`free`);

  return (
    <li className="flex flex-col gap-8 px-16 py-12" data-testid={`hosted-${match.match_id}`}>
      <div className="flex items-center justify-between gap-8">
        <Link href={pvpHref(locale, "detail", match.match_id)} className="min-w-0 truncate text-15 font-semibold text-text">
          {match.title}
        </Link>
        <StatusPill tone={standing.tone}>{standing.label}</StatusPill>
      </div>
      <p className="text-13 text-text-muted">
        <Trans>
          Stake {stake} {coin} · {red} vs {blue}
        </Trans>
      </p>
      {actions.settle || actions.cancel ? (
        <div className="flex flex-wrap gap-8">
          {actions.settle
            ? match.sides.map(({ side }) => {
                const name = sideName(side);
                return (
                  <Button key={side} size="sm" onClick={() => setStep({ kind: "settle", side })}>
                    <Trans>{name} won</Trans>
                  </Button>
                );
              })
            : null}
          {actions.cancel ? (
            <Button size="sm" variant="secondary" onClick={() => setStep({ kind: "cancel" })}>
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
    </li>
  );
}
