"use client";
// The claim of a list of rewards (the rewards page, the newbie week): one claim at a time and once per
// tap (useMoneyAction: one submission, an idempotency key per attempt), the buttons reached through
// RewardClaimContext; what arrived and the new balance kept for the list to show after the row changed.
// The list is read again by the API client's invalidation, or (`refreshPage`, on the server-rendered
// page) the page is rendered again on the server, the button busy until it has come.
import type { Endpoint } from "@repo/api-client/endpoint";
import type { Locale } from "@repo/i18n/locales";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useMemo, useState } from "react";
import useLatestCallback from "use-latest-callback";
import { formatExact } from "../wallet/format-coin";
import { type MoneyAction, useMoneyAction } from "../wallet/use-money-action";
import type { RewardClaimer } from "./reward-claim-context";

/** What arrived, formatted, with the claimed row's title. */
export interface Claimed {
  title: string;
  amount: string;
  coin: string;
  balance: string;
}

interface ClaimAnswer {
  amount: string;
  coin_name: string;
  balance: string;
}

export function useListClaim<Req extends object, Res extends ClaimAnswer>(
  endpoint: Endpoint<Req, Res>,
  request: (id: number) => Omit<Req, "idempotency_key">,
  { locale, refreshPage }: { locale: Locale; refreshPage: boolean },
): { claimer: RewardClaimer; claimed: Claimed | null; action: MoneyAction<Req, Res>; renderAgain: () => void } {
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const action = useMoneyAction(endpoint);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  // Stable from render to render, and reading this render's state when called: the claimer changes only
  // when the busy row does, so the list's buttons re-render only then.
  const claim = useLatestCallback(({ rewardId, title }: { rewardId: number; title: string }) => {
    // One claim at a time: a tap on another row while one is on its way does nothing (resetting the
    // action then would drop the running claim, its outcome and the end of its one-submission guard).
    if (action.pending || refreshing) return;
    setClaimed(null);
    action.reset();
    setClaiming(rewardId);
    action.run(request(rewardId), (result) => {
      setClaimed({ title, amount: formatExact(result.amount, locale), coin: result.coin_name, balance: formatExact(result.balance, locale) });
      if (refreshPage) renderAgain();
    });
  });
  const pendingId = action.pending || refreshing ? claiming : null;
  const claimer = useMemo<RewardClaimer>(() => ({ claim, pendingId }), [claim, pendingId]);
  return { claimer, claimed, action, renderAgain };
}
