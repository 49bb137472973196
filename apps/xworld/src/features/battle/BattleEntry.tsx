"use client";
// Entering today's battle: the fee confirmed, checked against the balance first, one submission per tap
// (use-enter-battle); the run's score stays shown under the player's standing. After an entry the standing
// is read again: the browser's queries by the API client's invalidation, or (`refreshPage`, on the
// server-rendered page) the page rendered again on the server, the button staying busy until it has come.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Battle } from "@repo/api-client/endpoints/battle";
import { Button } from "@repo/ui/button";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useState } from "react";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { BattleEntryNote } from "./BattleEntryNote";
import { entryBlock } from "./battle-rules";
import { useEnterBattle } from "./use-enter-battle";

export type BattleEntryFacts = Pick<Battle, "battle_id" | "entry_fee" | "coin_name" | "status" | "max_entries" | "my_entries">;

interface BattleEntryProps {
  battle: BattleEntryFacts;
  /** The entry fee as the page shows it ("10.00"). */
  fee: string;
  /** The off-chain balance of the fee's coin (undefined while it loads: the server then checks). */
  offchain: string | undefined;
  refreshPage?: boolean;
}

export function BattleEntry({ battle, fee, offchain, refreshPage = false }: BattleEntryProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const enter = useEnterBattle(battle, offchain);
  const errorText = useWalletErrorText();
  const [confirming, setConfirming] = useState(false);
  const coin = battle.coin_name;
  const block = entryBlock(battle);
  const run = enter.run;
  const runScore = run?.score ?? 0;
  const busy = enter.pending || refreshing;
  return (
    <>
      {run ? (
        <ResultCard title={run.is_best ? <Trans>New best: {runScore} points</Trans> : <Trans>You scored {runScore} points</Trans>}>
          <SummaryList
            rows={[
              { label: t`Best score`, value: String(run.best_score) },
              { label: t`Rank now`, value: String(run.rank), emphasis: true },
            ]}
          />
        </ResultCard>
      ) : null}
      <FormAlert tone="warning">{enter.warning}</FormAlert>
      <FormAlert>{enter.error ? errorText(enter.error) : null}</FormAlert>
      {block ? (
        <BattleEntryNote block={block} />
      ) : (
        <Button
          size="lg"
          block
          loading={busy}
          onClick={() => {
            enter.reset();
            if (enter.check()) setConfirming(true);
          }}
        >
          <Trans>
            Enter for {fee} {coin}
          </Trans>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Enter the battle?`}
        description={t`${fee} ${coin} leaves your wallet for one run. Your best run counts; the top three share the pool when the day ends.`}
        confirmLabel={<Trans>Pay {fee} {coin}</Trans>}
        pending={enter.pending}
        onConfirm={() =>
          enter.submit(
            () => setConfirming(false),
            () => {
              if (refreshPage) renderAgain();
            },
          )
        }
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
