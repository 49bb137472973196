"use client";
// The claim of the newbie tasks list (`children`, the reward page's use-list-claim.ts: one task at a time
// and once per tap); what arrived and the new balance stay above the list. A claim answered with
// ERROR_OUTOF_NEWBIE says the week is over (on the server-rendered page, rendered again, it says so).
import { Trans } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { isOutOfNewbie } from "@repo/api-client/errors";
import type { Locale } from "@repo/i18n/locales";
import { type ReactNode, useEffect } from "react";
import { ListClaimFrame } from "../reward/ListClaimFrame";
import { type Claimed, useListClaim } from "../reward/use-list-claim";
import { NewbieWeekOver } from "./NewbieWeekOver";

export function NewbieClaims({ locale, refreshPage = false, children }: { locale: Locale; refreshPage?: boolean; children: ReactNode }) {
  const { claimer, claimed, action, renderAgain } = useListClaim(activityEndpoints.claimNewbieReward, (id) => ({ task_id: id }), { locale, refreshPage });
  const weekOver = isOutOfNewbie(action.failure);
  useEffect(() => {
    if (weekOver && refreshPage) renderAgain();
  }, [weekOver, refreshPage, renderAgain]);

  if (weekOver) return <NewbieWeekOver locale={locale} />;
  return (
    <ListClaimFrame claimer={claimer} claimed={claimed ? <ClaimedLine {...claimed} /> : null} error={action.error}>
      {children}
    </ListClaimFrame>
  );
}

function ClaimedLine({ amount, coin, balance }: Omit<Claimed, "title">) {
  return (
    <p role="status" className="text-14 font-semibold text-success">
      <Trans>
        +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
