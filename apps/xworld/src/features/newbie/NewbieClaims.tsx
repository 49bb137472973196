"use client";
// The claim of the newbie tasks list (`children`), one task at a time and once per tap (useMoneyAction:
// one submission, an idempotency key per attempt); what arrived and the new balance stay above the list.
// The list is read again by the API client's invalidation, or (`refreshPage`, on the server-rendered page)
// the page is rendered again on the server, the button busy until it has come. A claim answered with
// ERROR_OUTOF_NEWBIE says the week is over (`onWeekOver`; on the server page, rendered again, it says so).
import { Trans } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { isOutOfNewbie } from "@repo/api-client/errors";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useState, useTransition } from "react";
import { ClaimOutcome } from "../reward/ClaimOutcome";
import { RewardClaimContext, type RewardClaimer } from "../reward/reward-claim-context";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { NewbieWeekOver } from "./NewbieWeekOver";

interface Claimed {
  amount: string;
  coin: string;
  balance: string;
}

export function NewbieClaims({ locale, refreshPage = false, children }: { locale: Locale; refreshPage?: boolean; children: ReactNode }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const claim = useMoneyAction(activityEndpoints.claimNewbieReward);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const weekOver = isOutOfNewbie(claim.failure);
  useEffect(() => {
    if (weekOver && refreshPage) startRefresh(() => router.refresh());
  }, [weekOver, refreshPage, router]);

  const claimer: RewardClaimer = {
    claim: ({ rewardId }) => {
      // One claim at a time: a tap on another task while one is on its way does nothing.
      if (claim.pending || refreshing) return;
      setClaimed(null);
      claim.reset();
      setClaiming(rewardId);
      claim.run({ task_id: rewardId }, (result) => {
        setClaimed({ amount: formatExact(result.amount, locale), coin: result.coin_name, balance: formatExact(result.balance, locale) });
        if (refreshPage) startRefresh(() => router.refresh());
      });
    },
    pendingId: claim.pending || refreshing ? claiming : null,
  };
  if (weekOver) return <NewbieWeekOver locale={locale} />;
  return (
    <RewardClaimContext.Provider value={claimer}>
      <ClaimOutcome>
        {claimed ? <ClaimedLine {...claimed} /> : null}
        <FormAlert>{claim.error}</FormAlert>
      </ClaimOutcome>
      {children}
    </RewardClaimContext.Provider>
  );
}

function ClaimedLine({ amount, coin, balance }: Claimed) {
  return (
    <p role="status" className="text-14 font-semibold text-success">
      <Trans>
        +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
