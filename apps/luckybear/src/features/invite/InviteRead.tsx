"use client";
// The invite page read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read of the section failed; a guest sees only
// this week's board. The sections switch in the browser, kept in the address. Loaded only then
// (InviteFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import { InvitedFriendsCard } from "@repo/app-shell/features/invite/InvitedFriendsCard";
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
import { useInviteTabItems } from "./use-invite-tab-items";
import { WeeklyRankRead } from "./WeeklyRankRead";

export function InviteRead({ locale, initialTab }: { locale: Locale; initialTab: InviteTab }) {
  return useIsLoggedIn() ? <PlayerInvite locale={locale} initialTab={initialTab} /> : <WeeklyRankRead locale={locale} />;
}

function PlayerInvite({ locale, initialTab }: { locale: Locale; initialTab: InviteTab }) {
  const { t } = useLingui();
  const items = useInviteTabItems();
  const [tab, setTab] = useState<InviteTab>(initialTab);
  const href = withLocale(inviteTabPath(tab), locale);
  useEffect(() => {
    // The section lives in the address without a navigation, so a reload or a shared link keeps it.
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);
  const summary = useApiQuery(luckyBearInviteEndpoints.inviteSummary, {}, { enabled: tab === "overview" });
  let panel;
  if (tab === "friends") panel = <InvitedFriendsCard locale={locale} enabled />;
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
        <WeeklyRankRead locale={locale} />
      </div>
    );
  }
  return (
    <Tabs label={t`Invite sections`} items={items} value={tab} onValueChange={setTab}>
      {panel}
    </Tabs>
  );
}
