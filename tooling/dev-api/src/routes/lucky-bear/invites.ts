// Lucky bear invites and agents: summaries, invited players, rewards, ranks, agent links.
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { AGENT_CHANNELS } from "@repo/api-client/schemas/lucky-bear";
import { DEV_CODES, fail } from "../../envelope";
import { type Route, serve } from "../../serve";
import type { DevState } from "../../state";
import { formatMicro, toMicro } from "../../state/money";
import { paginate } from "../paging";
import { caller, maskName, rankUsers, rewardOf } from "./common";

const INVITE_BASE = "https://luckybear.dev.invalid/luckybear?invite=";
const AGENT_CONTACT_MAX = 64;
const AGENT_EXPECTED_MAX = 1_000_000;

const inviteRewardsOf = (state: DevState, userId: number) => state.wallet.entries(userId).filter((entry) => entry.kind === "invite_reward");

/** "2026-11-21" (UTC) of a unix time. */
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export const inviteRoutes: Route[] = [
  serve(lb.inviteSummary, (_input, context) => {
    const { user, account } = caller(context);
    const code = context.state.luckyBear.inviteCodeOf(user.user_id);
    return {
      invite_code: code,
      invite_link: `${INVITE_BASE}${code}`,
      invited_count: account.invites.length,
      recharged_count: account.invites.filter((invite) => invite.recharged_at !== null).length,
      total_reward: formatMicro(inviteRewardsOf(context.state, user.user_id).reduce((sum, entry) => sum + entry.change_micro, 0)),
    };
  }),
  serve(lb.inviteUsers, ({ page, page_size }, context) => {
    const { account } = caller(context);
    const users = [...account.invites].reverse().map((invite) => {
      const invited = context.state.users.get(invite.user_id);
      return {
        user_id: invite.user_id,
        username: maskName(invited?.username ?? "player"),
        avatar: invited?.avatar ?? "",
        registered_at: invite.registered_at,
        recharged: invite.recharged_at !== null,
        reward: formatMicro(toMicro(invite.recharged_at === null ? 1 : 3)),
      };
    });
    return paginate(users, page, page_size);
  }),
  serve(lb.inviteRewards, ({ page, page_size }, context) => {
    const { user } = caller(context);
    const items = inviteRewardsOf(context.state, user.user_id).map((entry) => ({
      id: entry.id,
      from_username: maskName(entry.memo || "player"),
      amount: formatMicro(entry.change_micro),
      coin_name: entry.coin_name,
      kind: entry.kind,
      time: entry.time,
    }));
    return paginate(items, page, page_size);
  }),
  serve(lb.inviteWeeklyRank, (_input, { state, user }) => {
    const weekAgo = Math.floor(state.now() / 1000) - 7 * 86_400;
    const weekly = (userId: number) => state.luckyBear.accounts.of(userId).invites.filter((invite) => invite.registered_at >= weekAgo).length;
    return rankUsers(state, (candidate) => weekly(candidate.user_id), user, 10, (_user, count, rank) => ({
      invited_count: count,
      reward: formatMicro(toMicro(rank <= 3 ? 50 / rank : 5)),
    }));
  }),
  serve(lb.inviteMasterConf, () => ({
    levels: [5, 20, 50, 100].map((required, index) => ({ level: index + 1, required_invites: required, reward: rewardOf(toMicro(required * 2)) })),
    rules: ["Invite players with your link", "A player counts once they register", "Rewards are paid every Monday"],
  })),
  serve(lb.inviteDailySummaries, ({ days }, context) => {
    const { user, account } = caller(context);
    const count = Math.min(Math.max(Math.trunc(days ?? 7), 1), 30);
    const today = context.nowSeconds();
    const rewards = inviteRewardsOf(context.state, user.user_id);
    return {
      list: Array.from({ length: count }, (_, index) => {
        const date = dayOf(today - index * 86_400);
        return {
          date,
          invited: account.invites.filter((invite) => dayOf(invite.registered_at) === date).length,
          recharged: account.invites.filter((invite) => invite.recharged_at !== null && dayOf(invite.recharged_at) === date).length,
          reward: formatMicro(rewards.filter((entry) => dayOf(entry.time) === date).reduce((sum, entry) => sum + entry.change_micro, 0)),
        };
      }),
    };
  }),
  serve(lb.inviteRechargedUsers, ({ page, page_size }, context) => {
    const { account } = caller(context);
    const users = account.invites
      .filter((invite) => invite.recharged_at !== null)
      .map((invite) => ({
        user_id: invite.user_id,
        username: maskName(context.state.users.get(invite.user_id)?.username ?? "player"),
        recharge_amount: formatMicro(invite.recharge_micro),
        time: invite.recharged_at ?? 0,
      }));
    return paginate(users, page, page_size);
  }),
  serve(lb.agentApply, ({ contact, channel, expected_users }, context) => {
    const { account } = caller(context);
    const errors: Record<string, string[]> = {};
    const handle = contact.trim();
    if (!handle) errors.contact = ["Required"];
    else if (handle.length > AGENT_CONTACT_MAX) errors.contact = [`At most ${AGENT_CONTACT_MAX} characters`];
    if (!(AGENT_CHANNELS as readonly string[]).includes(channel)) errors.channel = [`One of ${AGENT_CHANNELS.join(", ")}`];
    if (!Number.isInteger(expected_users) || expected_users < 1 || expected_users > AGENT_EXPECTED_MAX) errors.expected_users = [`A whole number from 1 to ${AGENT_EXPECTED_MAX}`];
    if (Object.keys(errors).length > 0) fail(DEV_CODES.INVALID_PARAMS, "Please correct the form", errors);
    if (account.agent) fail(DEV_CODES.ALREADY_DONE, "You are already an agent");
    // The dev backend approves every application at once.
    account.agent = "approved";
    return { status: account.agent };
  }),
  serve(lb.agentInviteLinkList, (_input, context) => {
    const { account } = caller(context);
    return { agent_status: account.agent ?? "none", list: account.links.map((link) => ({ ...link, link: `${INVITE_BASE}${link.code}` })) };
  }),
  serve(lb.agentInviteLinkAdd, ({ name }, context) => {
    const { user, account } = caller(context);
    if (account.agent !== "approved") fail(DEV_CODES.NOT_AVAILABLE, "Apply to become an agent first");
    const title = name.trim();
    if (!title || title.length > 30) fail(DEV_CODES.INVALID_PARAMS, "Invalid link name", { name: ["1 to 30 characters"] });
    if (account.links.some((link) => link.name.toLowerCase() === title.toLowerCase())) fail(DEV_CODES.INVALID_PARAMS, "Name already used", { name: ["Choose another name"] });
    const lucky = context.state.luckyBear;
    const id = lucky.nextId();
    const link = { id, name: title, code: `AG${user.user_id}-${id}`, created_at: context.nowSeconds(), registered: 0, recharged: 0 };
    account.links.push(link);
    lucky.agentCodes.set(link.code, { user_id: user.user_id, link_id: id });
    return { ...link, link: `${INVITE_BASE}${link.code}` };
  }),
  serve(lb.agentSubSummaries, (_input, context) => {
    const { account } = caller(context);
    const accounts = context.state.luckyBear.accounts;
    const list = account.invites
      .filter((invite) => accounts.of(invite.user_id).agent === "approved")
      .map((invite) => {
        const sub = accounts.of(invite.user_id);
        const recharged = sub.invites.filter((entry) => entry.recharged_at !== null);
        return {
          user_id: invite.user_id,
          username: maskName(context.state.users.get(invite.user_id)?.username ?? "player"),
          joined_at: invite.registered_at,
          links: sub.links.length,
          registered: sub.invites.length,
          recharged: recharged.length,
          recharge_micro: recharged.reduce((sum, entry) => sum + entry.recharge_micro, 0),
        };
      })
      .reverse();
    return {
      list: list.map(({ recharge_micro, ...summary }) => ({ ...summary, recharge_amount: formatMicro(recharge_micro) })),
      total_registered: list.reduce((sum, entry) => sum + entry.registered, 0),
      total_recharged: list.reduce((sum, entry) => sum + entry.recharged, 0),
      total_recharge_amount: formatMicro(list.reduce((sum, entry) => sum + entry.recharge_micro, 0)),
    };
  }),
];
