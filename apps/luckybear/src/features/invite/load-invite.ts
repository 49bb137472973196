import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { type InviteTab, SUMMARY_DAYS } from "./invite-tabs";

/** The invite page's reads as the server made them for the player of the request: the opened section's (each null when it failed or belongs to another section). */
export interface InviteFirst {
  /** Invite: the player's code, link and totals. */
  summary: ResponseOf<typeof luckyBearInviteEndpoints.inviteSummary> | null;
  /** Invite: what each level of invites earns. */
  levels: ResponseOf<typeof luckyBearInviteEndpoints.inviteMasterConf> | null;
  /** Invite: this week's best inviters with the player's rank. */
  weeklyRank: ResponseOf<typeof luckyBearInviteEndpoints.inviteWeeklyRank> | null;
  /** Friends: the first page of invited friends. */
  friends: ResponseOf<typeof luckyBearInviteEndpoints.inviteUsers> | null;
  /** Recharged: the first page of friends who recharged. */
  recharged: ResponseOf<typeof luckyBearInviteEndpoints.inviteRechargedUsers> | null;
  /** Earnings: the last days, day by day. */
  daily: ResponseOf<typeof luckyBearInviteEndpoints.inviteDailySummaries> | null;
  /** Earnings: the first page of invite rewards. */
  rewards: ResponseOf<typeof luckyBearInviteEndpoints.inviteRewards> | null;
}

const NONE: InviteFirst = { summary: null, levels: null, weeklyRank: null, friends: null, recharged: null, daily: null, rewards: null };

/** The signed-in invite page's first data: the reads of the section the address opens (`?tab=`). */
export async function loadInvite(api: ApiClient, tab: InviteTab): Promise<InviteFirst> {
  const firstPage = { page: 1, page_size: DEFAULT_PAGE_SIZE };
  switch (tab) {
    case "overview": {
      const [summary, levels, weeklyRank] = await Promise.all([
        api.call(luckyBearInviteEndpoints.inviteSummary, {}).catch(() => null),
        api.call(luckyBearInviteEndpoints.inviteMasterConf, {}).catch(() => null),
        api.call(luckyBearInviteEndpoints.inviteWeeklyRank, {}).catch(() => null),
      ]);
      return { ...NONE, summary, levels, weeklyRank };
    }
    case "friends":
      return { ...NONE, friends: await api.call(luckyBearInviteEndpoints.inviteUsers, firstPage).catch(() => null) };
    case "recharged":
      return { ...NONE, recharged: await api.call(luckyBearInviteEndpoints.inviteRechargedUsers, firstPage).catch(() => null) };
    case "earnings": {
      const [daily, rewards] = await Promise.all([
        api.call(luckyBearInviteEndpoints.inviteDailySummaries, { days: SUMMARY_DAYS }).catch(() => null),
        api.call(luckyBearInviteEndpoints.inviteRewards, firstPage).catch(() => null),
      ]);
      return { ...NONE, daily, rewards };
    }
  }
}
