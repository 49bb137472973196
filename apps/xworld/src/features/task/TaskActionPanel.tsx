"use client";
// What the player can do with a task now: sign in, start, watch the clock, start again, claim, or
// see that it is done; with their balance of the reward coin, which a claim visibly raises. On the
// server-rendered page (`refreshPage`) a start, a claim or the deadline renders the page again on the
// server, the button busy until it has come; in the browser's read the API client re-reads the task.
import { Trans, useLingui } from "@lingui/react/macro";
import { type TaskDetail, taskEndpoints } from "@repo/api-client/endpoints/task";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { authHref } from "@repo/app-shell/features/auth/paths";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { buildLoginUrl } from "@repo/session/login-url";
import { usePlatform } from "@repo/session/react/hooks";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { Button } from "@repo/ui/button";
import { Countdown } from "@repo/ui/countdown";
import { Skeleton } from "@repo/ui/skeleton";
import { useSetAtom } from "jotai";
import Link from "@repo/app-shell/link";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { taskAction } from "./task-action";

export interface TaskActionPanelProps {
  detail: TaskDetail;
  locale: Locale;
  loggedIn: boolean;
  /** This page's path with the locale, where a sign-in comes back to. */
  backUrl: string;
  /** The deadline passed on screen: read the task again (on the server-rendered page, it renders again). */
  onDeadline?: () => void;
  /** The task was rendered on the server: after a change, render the page again there. */
  refreshPage?: boolean;
}

export function TaskActionPanel({ detail, locale, loggedIn, backUrl, onDeadline, refreshPage = false }: TaskActionPanelProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const changed = () => {
    if (refreshPage) renderAgain();
  };
  const { toasts } = useRuntime();
  const platform = usePlatform();
  const { task, expiry } = detail;
  const taskId = task.taskId;
  const coin = task.reward_coin;
  const amount = (value: number | string) => formatAmount(value, { locale });
  const reward = amount(task.reward);
  const needsApp = (task.app_only ?? false) && !platform.capabilities.appOffers;
  const action = taskAction({ loggedIn, status: detail.status, expired: expiry?.expired ?? false, needsApp });
  const openDialog = useSetAtom(openDialogAtom);

  const take = useApiMutation(taskEndpoints.takeTask, {
    onSuccess: () => {
      toasts.show(t`Task started. Finish it before the time runs out.`, { tone: "success" });
      changed();
    },
  });
  const claim = useApiMutation(taskEndpoints.claimTaskReward, {
    onSuccess: (result) => {
      const gained = amount(result.reward);
      const balance = amount(result.balance);
      toasts.show(t`Reward claimed: +${gained} ${coin}. Your balance is now ${balance} ${coin}.`, { tone: "success" });
      changed();
    },
  });
  // One start and one claim per tap: a second tap before the first answer sends nothing.
  const guard = useSingleSubmit();
  const start = () => {
    if (guard.begin()) take.mutate({ taskId }, { onSettled: guard.end });
  };
  const claimReward = () => {
    if (guard.begin()) claim.mutate({ taskId }, { onSettled: guard.end });
  };
  const wallet = useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true }, { enabled: loggedIn });
  const balanceRow = wallet.data?.list.find((row) => row.coin_name === coin);

  const login = buildLoginUrl({ platform: platform.kind, backUrl, locale });
  const loginHref = login.kind === "push" ? login.href : authHref(locale, "login", { backUrl });
  const deadline = expiry ? expiry.deadline * 1000 : null;

  return (
    <div className="flex flex-col gap-12">
      {action === "sign_in" ? (
        <>
          <p className="text-14 text-text-muted">
            <Trans>Sign in to start this task and earn its reward.</Trans>
          </p>
          <Link
            href={loginHref}
            className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
          >
            <Trans>Sign in to start</Trans>
          </Link>
        </>
      ) : null}

      {action === "get_app" ? (
        <>
          <p className="text-14 text-text-muted">
            <Trans>This offer can only be done in the xworld app. Get the app, then find this task there.</Trans>
          </p>
          <Button variant="primary" size="lg" block onClick={() => openDialog(dialog("download-app", {}))}>
            <Trans>Get the app</Trans>
          </Button>
        </>
      ) : null}

      {action === "start" || action === "restart" ? (
        <>
          {action === "restart" ? (
            <p className="text-14 text-text-muted">
              <Trans>Time ran out before the task was done. Start again to earn the reward.</Trans>
            </p>
          ) : null}
          <Button variant="primary" size="lg" block loading={take.isPending || refreshing} onClick={start}>
            {action === "restart" ? <Trans>Start again</Trans> : <Trans>Start task</Trans>}
          </Button>
        </>
      ) : null}

      {action === "wait" && deadline !== null ? (
        <div className="flex flex-col gap-4 rounded-12 bg-surface-sunken px-12 py-12">
          <p className="flex items-center justify-between gap-8 text-14 text-text">
            <Trans>Time left</Trans>
            <Countdown target={deadline} onEnd={refreshPage ? renderAgain : onDeadline} label={t`Time left`} className="text-18 text-primary" />
          </p>
          <p className="text-13 text-text-muted">
            <Trans>Do the task in the game. Once it counts, come back here to claim your reward.</Trans>
          </p>
        </div>
      ) : null}

      {action === "claim" ? (
        <>
          <p className="text-14 text-text">
            <Trans>Task completed! Your reward is ready.</Trans>
          </p>
          <Button variant="primary" size="lg" block loading={claim.isPending || refreshing} onClick={claimReward}>
            <Trans>
              Claim {reward} {coin}
            </Trans>
          </Button>
        </>
      ) : null}

      {action === "done" ? (
        <p role="status" className="rounded-12 bg-surface-sunken px-12 py-12 text-14 font-semibold text-success">
          <Trans>
            You claimed {reward} {coin} for this task.
          </Trans>
        </p>
      ) : null}

      {loggedIn ? (
        <p className="flex items-center justify-between gap-8 text-13 text-text-muted">
          <Trans>Your {coin} balance</Trans>
          {balanceRow ? (
            <span className="font-semibold tabular-nums text-text">
              {amount(balanceRow.money_all)}
            </span>
          ) : wallet.isError ? (
            <span>--</span>
          ) : (
            <Skeleton width={64} />
          )}
        </p>
      ) : null}
    </div>
  );
}
