// Lucky Bear service (spec section 7), invites and agents: summaries, invited friends, rewards, the weekly
// rank, the master levels, agent applications and links. GET unless noted.
// One of the service's areas: a screen imports the areas it calls (`luckyBearEndpoints` is all of them).
import { z } from "zod/mini";
import { httpUrl } from "../../url";
import { empty, pageInput, pageOf, unixTime } from "../../schemas/common";
import { AGENT_STATUSES, agentInviteLink, inviteUser, ranked, reward, subAgentSummary } from "../../schemas/lucky-bear";
import { get, post, withRank } from "./define";

export const luckyBearInviteEndpoints = {
  inviteSummary: get("invite_summary", {
    request: empty,
    response: z.object({
      invite_code: z.string(),
      invite_link: httpUrl,
      invited_count: z.number(),
      recharged_count: z.number(),
      total_reward: z.string(),
    }),
  }),
  inviteUsers: get("invite_users", { request: pageInput, response: pageOf(inviteUser) }),
  inviteRewards: get("invite_rewards", {
    request: pageInput,
    response: pageOf(z.object({ id: z.number(), from_username: z.string(), amount: z.string(), coin_name: z.string(), kind: z.string(), time: unixTime })),
  }),
  inviteWeeklyRank: get("invite_weekly_rank", {
    auth: false,
    request: empty,
    response: withRank(z.extend(ranked, { invited_count: z.number(), reward: z.string() })),
  }),
  inviteMasterConf: get("invite_master_conf", {
    auth: false,
    request: empty,
    response: z.object({
      levels: z.array(z.object({ level: z.number(), required_invites: z.number(), reward: reward })),
      rules: z.array(z.string()),
    }),
  }),
  // Spec: "invite daily summaries" (path not shown). Choice: GET /lucky_bear/invite_daily_summaries.
  inviteDailySummaries: get("invite_daily_summaries", {
    request: z.object({ days: z.optional(z.number()) }),
    response: z.object({
      list: z.array(z.object({ date: z.string(), invited: z.number(), recharged: z.number(), reward: z.string() })),
    }),
  }),
  inviteRechargedUsers: get("invite_recharged_users", {
    request: pageInput,
    response: pageOf(z.object({ user_id: z.number(), username: z.string(), recharge_amount: z.string(), time: unixTime })),
  }),
  /** POST: applies to become an agent (the dev API approves at once). */
  agentApply: post("agent_apply", {
    request: z.object({ contact: z.string(), channel: z.string(), expected_users: z.number() }),
    response: z.object({ status: z.enum(["pending", "approved"]) }),
  }),
  // Spec: not shown — how the client learns whether the player is an agent. Choice: the link list
  // answers the application's status beside the links ("none" before any application).
  agentInviteLinkList: get("agent_invite_link/list", {
    request: empty,
    response: z.object({ agent_status: z.enum(AGENT_STATUSES), list: z.array(agentInviteLink) }),
  }),
  agentInviteLinkAdd: post("agent_invite_link/add", { request: z.object({ name: z.string() }), response: agentInviteLink }),
  // Spec: "sub-agent summaries" (path and fields not shown). Choice: GET agent_sub_summaries: every
  // player who joined through one of the agent's invites and became an agent, with what their own
  // invites brought (registrations, first recharges, recharged amount), and the totals.
  agentSubSummaries: get("agent_sub_summaries", {
    request: empty,
    response: z.object({
      list: z.array(subAgentSummary),
      total_registered: z.number(),
      total_recharged: z.number(),
      total_recharge_amount: z.string(),
    }),
  }),
};
