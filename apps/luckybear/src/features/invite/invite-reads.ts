// The answers of the invite page's reads, as the server's views and the browser's cards draw them.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";

export type InviteSummary = ResponseOf<typeof luckyBearInviteEndpoints.inviteSummary>;
export type InviteLevels = ResponseOf<typeof luckyBearInviteEndpoints.inviteMasterConf>;
export type WeeklyRank = ResponseOf<typeof luckyBearInviteEndpoints.inviteWeeklyRank>;
export type FriendsPage = ResponseOf<typeof luckyBearInviteEndpoints.inviteUsers>;
export type RechargedPage = ResponseOf<typeof luckyBearInviteEndpoints.inviteRechargedUsers>;
export type RechargedFriend = RechargedPage["list"][number];
export type DailySummaries = ResponseOf<typeof luckyBearInviteEndpoints.inviteDailySummaries>;
export type RewardsPage = ResponseOf<typeof luckyBearInviteEndpoints.inviteRewards>;
export type InviteReward = RewardsPage["list"][number];
