"use client";
// /battle: today's battle. The time left, the pool and its prizes, the player's standing, and entering
// (the fee confirmed, one submission); each entry is a run the server scores, the best one ranks.
import { Trans, useLingui } from "@lingui/react/macro";
import { type Battle, battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { ResultCard } from "@repo/ui/result-card";
import { SkeletonText } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { usePlayerView } from "../wallet/use-viewer";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { battleHref, entriesLeft, entryBlock } from "./battle-rules";
import type { BattleFirst } from "./load-battle";
import { useEnterBattle } from "./use-enter-battle";

export interface BattleScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BattleFirst> | null;
}

export function BattleScreen({ locale, first }: BattleScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} heading={<Trans>Daily battle</Trans>}>
      {viewer === "player" ? (
        <CurrentBattle locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={battleHref(locale, "battle")}
          title={<Trans>Battle every day</Trans>}
          description={<Trans>Sign in to enter today's battle; the top three share the prize pool.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={6} />
        </Card>
      )}
    </PageFrame>
  );
}

function CurrentBattle({ locale, server }: { locale: Locale; server: PlayerAnswers<BattleFirst> }) {
  const { t } = useLingui();
  const battle = useApiQuery(battleEndpoints.current, {}, server.answer(server.data?.battle));
  if (battle.isError && !battle.data) {
    return <ErrorState title={t`Today's battle could not load.`} onRetry={() => void battle.refetch()} retrying={battle.isFetching} />;
  }
  if (!battle.data) {
    return (
      <Card>
        <SkeletonText lines={6} />
      </Card>
    );
  }
  return <BattleView locale={locale} battle={battle.data} server={server} onPhaseEnd={() => void battle.refetch()} />;
}

function BattleView({ locale, battle, server, onPhaseEnd }: { locale: Locale; battle: Battle; server: PlayerAnswers<BattleFirst>; onPhaseEnd: () => void }) {
  const { t } = useLingui();
  const assets = useAssets(true, server.answer(server.data?.assets));
  const offchain = assets.data?.list.find((row) => row.coin_name === battle.coin_name)?.offchain;
  const enter = useEnterBattle(battle, assets.data ? (offchain ?? "0") : undefined);
  const errorText = useWalletErrorText();
  const [confirming, setConfirming] = useState(false);
  const coin = battle.coin_name;
  const fee = formatExact(battle.entry_fee, locale);
  const pool = formatExact(battle.prize_pool, locale);
  const left = entriesLeft(battle);
  const max = battle.max_entries;
  const block = entryBlock(battle);
  const best = battle.my_best === null ? "--" : String(battle.my_best);
  const rank = battle.my_rank === null ? "--" : String(battle.my_rank);
  const run = enter.run;
  const runScore = run?.score ?? 0;

  return (
    <>
      <Card>
        <div className="flex flex-col gap-12">
          <p className="flex items-center justify-between text-14 text-text-muted">
            <span>{battle.status === "running" ? <Trans>Ends in</Trans> : <Trans>Ended</Trans>}</span>
            {battle.status === "running" ? <Countdown target={battle.ends_at * 1000} onEnd={onPhaseEnd} label={t`Battle ends in`} className="text-18 text-text" /> : null}
          </p>
          <SummaryList
            rows={[
              { label: t`Prize pool`, value: `${pool} ${coin}`, emphasis: true, testId: "battle-pool" },
              { label: t`Entry fee`, value: `${fee} ${coin}` },
              { label: t`Players`, value: String(battle.players) },
              ...battle.prizes.map((prize) => {
                const place = prize.rank;
                const amount = formatExact(prize.amount, locale);
                return { id: `prize-${place}`, label: t`Rank ${place}`, value: `${amount} ${coin}` };
              }),
            ]}
          />
        </div>
      </Card>

      <Card title={<Trans>Your battle</Trans>}>
        <div className="flex flex-col gap-12">
          <SummaryList
            rows={[
              { label: t`Best score`, value: best, testId: "battle-best" },
              { label: t`Your rank`, value: rank, testId: "battle-rank" },
              { label: t`Entries left`, value: t`${left} of ${max}` },
              { label: t`Your balance`, value: offchain !== undefined ? `${formatBalance(offchain, locale)} ${coin}` : "--" },
            ]}
          />
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
          {block === "no_entries" ? (
            <p className="text-14 text-text-muted">
              <Trans>You have used every entry today. Come back tomorrow.</Trans>
            </p>
          ) : block === "ended" ? (
            <p className="text-14 text-text-muted">
              <Trans>This battle is over. The next one starts at midnight (UTC).</Trans>
            </p>
          ) : (
            <Button
              size="lg"
              block
              loading={enter.pending}
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
        </div>
      </Card>

      <nav aria-label={t`Battle pages`} className="grid grid-cols-2 gap-12">
        <Link href={battleHref(locale, "rank")} className="rounded-12 bg-surface-raised px-12 py-12 text-center text-14 font-semibold">
          <Trans>Leaderboard</Trans>
        </Link>
        <Link href={battleHref(locale, "record")} className="rounded-12 bg-surface-raised px-12 py-12 text-center text-14 font-semibold">
          <Trans>My record</Trans>
        </Link>
      </nav>

      <ConfirmDialog
        open={confirming}
        title={t`Enter the battle?`}
        description={t`${fee} ${coin} leaves your wallet for one run. Your best run counts; the top three share the pool when the day ends.`}
        confirmLabel={<Trans>Pay {fee} {coin}</Trans>}
        pending={enter.pending}
        onConfirm={() => enter.submit(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
