"use client";
// /activity/newbie (login-required): a new player's first-week tasks with their progress and reward,
// each reward claimed once; the time left of the week. Past the week the server answers
// ERROR_OUTOF_NEWBIE, which the API client does not report: the page says the week is over.
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints, type NewbieActivityTask } from "@repo/api-client/endpoints/activity";
import { isOutOfNewbie } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { Countdown } from "@repo/ui/countdown";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useMoneyAction } from "../wallet/use-money-action";
import { usePlayerView } from "../wallet/use-viewer";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import type { NewbieFirst } from "./load-newbie";
import { NewbieTaskRow } from "./NewbieTaskRow";

export interface NewbieScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<NewbieFirst> | null;
}

export function NewbieScreen({ locale, first }: NewbieScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Newbie week</Trans>}>
      {viewer === "player" ? (
        <NewbieTasks locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/activity/newbie", locale)}
          title={<Trans>Sign in to see your newbie tasks</Trans>}
          description={<Trans>In your first week, each task you finish earns a reward.</Trans>}
        />
      ) : (
        <HistorySkeleton />
      )}
    </PageFrame>
  );
}

function NewbieTasks({ locale, server }: { locale: Locale; server: PlayerAnswers<NewbieFirst> }) {
  const { t } = useLingui();
  const activity = useApiQuery(activityEndpoints.newbieActivity, {}, server.answer(server.data?.activity));
  const claim = useMoneyAction(activityEndpoints.claimNewbieReward);
  const [claiming, setClaiming] = useState<number | null>(null);
  if (isOutOfNewbie(activity.error) || isOutOfNewbie(claim.failure)) {
    return (
      <EmptyState
        title={<Trans>Your newbie week is over.</Trans>}
        description={<Trans>Newbie tasks are for a player's first seven days. There are other ways to earn rewards.</Trans>}
        action={
          <Link href={withLocale("/reward/guide", locale)} className="font-semibold text-link">
            <Trans>How to earn rewards</Trans>
          </Link>
        }
      />
    );
  }
  if (activity.isError && !activity.data) {
    return <ErrorState title={t`Your newbie tasks could not load.`} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  }
  if (!activity.data) return <HistorySkeleton />;
  const claimed = claim.data;
  const amount = claimed ? formatExact(claimed.amount, locale) : "";
  const coin = claimed?.coin_name ?? "";
  const balance = claimed ? formatExact(claimed.balance, locale) : "";
  const run = (task: NewbieActivityTask) => {
    // One claim at a time: a tap on another task while one is on its way does nothing.
    if (claim.pending) return;
    claim.reset();
    setClaiming(task.task_id);
    claim.run({ task_id: task.task_id });
  };
  return (
    <>
      <p className="flex items-center justify-between gap-8 rounded-16 bg-surface-raised px-16 py-12 text-14 text-text-muted shadow-card">
        <Trans>Your newbie week ends in</Trans>
        <Countdown target={activity.data.ends_at * 1000} onEnd={() => void activity.refetch()} label={t`Newbie week ends in`} className="text-text" />
      </p>
      {claimed ? (
        <p role="status" className="text-14 font-semibold text-success">
          <Trans>
            +{amount} {coin} claimed. Your {coin} balance is now {balance}.
          </Trans>
        </p>
      ) : null}
      <FormAlert>{claim.error}</FormAlert>
      <Card flush>
        <ul className="divide-y divide-border" aria-label={t`Newbie tasks`}>
          {activity.data.tasks.map((task) => (
            <NewbieTaskRow key={task.task_id} locale={locale} task={task} pending={claim.pending && claiming === task.task_id} onClaim={() => run(task)} />
          ))}
        </ul>
      </Card>
    </>
  );
}
