"use client";
// The claim of the rewards list (`children`), one reward at a time and once per tap (useMoneyAction: one
// submission, an idempotency key per attempt); what arrived and the new balance stay above the list after
// the row has left it. The list is read again by the API client's invalidation, or (`refreshPage`, on
// the server-rendered page) the page is rendered again on the server, the button staying busy until it
// has come.
import { Trans } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { ClaimOutcome } from "./ClaimOutcome";
import { RewardClaimContext, type RewardClaimer } from "./reward-claim-context";

interface Claimed {
  title: string;
  amount: string;
  coin: string;
  balance: string;
}

export function RewardClaims({ locale, refreshPage = false, children }: { locale: Locale; refreshPage?: boolean; children: ReactNode }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const claim = useMoneyAction(activityEndpoints.claimReward);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const claimer: RewardClaimer = {
    claim: ({ rewardId, title }) => {
      // One claim at a time: a tap on another reward while one is on its way does nothing (resetting the
      // action then would drop the running claim, its outcome and the end of its one-submission guard).
      if (claim.pending || refreshing) return;
      setClaimed(null);
      claim.reset();
      setClaiming(rewardId);
      claim.run({ reward_id: rewardId }, (result) => {
        setClaimed({ title, amount: formatExact(result.amount, locale), coin: result.coin_name, balance: formatExact(result.balance, locale) });
        if (refreshPage) startRefresh(() => router.refresh());
      });
    },
    pendingId: claim.pending || refreshing ? claiming : null,
  };
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

function ClaimedLine({ title, amount, coin, balance }: Claimed) {
  return (
    <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success">
      <Trans>
        {title}: +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
