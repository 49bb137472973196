"use client";
// /luckybear/invite: the player's invite link to share, what inviting earns and this week's best inviters;
// the friends who joined (infinite list), the friends who recharged; the earnings day by day and every
// invite reward; and the way to the agent programme.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiQuery } from "@repo/api-client/react";
import { InvitedFriendsCard } from "@repo/app-shell/features/invite/InvitedFriendsCard";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Tabs } from "@repo/ui/tabs";
import { useEffect, useState } from "react";
import { AgentEntryCard } from "./AgentEntryCard";
import { DailySummaryCard } from "./DailySummaryCard";
import { type InviteTab, inviteTabPath } from "./invite-tabs";
import { InviteLevelsCard } from "./InviteLevelsCard";
import { InviteRewardsCard } from "./InviteRewardsCard";
import { InviteSummaryCard } from "./InviteSummaryCard";
import { RechargedFriendsCard } from "./RechargedFriendsCard";
import { WeeklyRankCard } from "./WeeklyRankCard";

export function InviteScreen({ locale, initialTab = "overview" }: { locale: Locale; initialTab?: InviteTab }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const [tab, setTab] = useState<InviteTab>(initialTab);
  const summary = useApiQuery(lb.inviteSummary, {}, { enabled: loggedIn });
  const href = withLocale(inviteTabPath(tab), locale);
  useEffect(() => {
    // The section lives in the address without a navigation, so a reload or a shared link keeps it.
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);

  const items = [
    { value: "overview" as const, label: t`Invite` },
    { value: "friends" as const, label: t`Friends` },
    { value: "recharged" as const, label: t`Recharged` },
    { value: "earnings" as const, label: t`Earnings` },
  ];
  let panel;
  if (!loggedIn) panel = <WeeklyRankCard locale={locale} />;
  else if (tab === "friends") panel = <InvitedFriendsCard locale={locale} enabled />;
  else if (tab === "recharged") panel = <RechargedFriendsCard locale={locale} />;
  else if (tab === "earnings") {
    panel = (
      <div className="flex flex-col gap-16">
        <DailySummaryCard locale={locale} />
        <InviteRewardsCard locale={locale} />
      </div>
    );
  } else {
    panel = (
      <div className="flex flex-col gap-16">
        <InviteSummaryCard locale={locale} />
        <InviteLevelsCard locale={locale} invited={summary.data?.invited_count ?? null} />
        <AgentEntryCard locale={locale} />
        <WeeklyRankCard locale={locale} />
      </div>
    );
  }
  return (
    <PageFrame locale={locale} back="/luckybear" heading={<Trans>Invite friends</Trans>}>
      {loggedIn ? (
        <Tabs label={t`Invite sections`} items={items} value={tab} onValueChange={setTab}>
          {panel}
        </Tabs>
      ) : (
        panel
      )}
    </PageFrame>
  );
}
