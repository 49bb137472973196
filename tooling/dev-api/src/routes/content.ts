// Interaction service (posts and reports), popups service (server dialogs) and the user service's
// invite-code binding.
import { INTERACTION_CODES, interactionEndpoints as interaction } from "@repo/api-client/endpoints/interaction";
import { INVITE_CODE_CODES, inviteCodeEndpoints as inviteCode } from "@repo/api-client/endpoints/invite-code";
import { POPUP_CODES, popupsEndpoints as popups } from "@repo/api-client/endpoints/popups";
import { checkInviteCode } from "@repo/api-client/rules/invite-code";
import { checkReportDetail } from "@repo/api-client/rules/report";
import { DEV_CODES, fail } from "../envelope";
import { type HandlerContext, type Route, serve } from "../serve";
import type { PostRecord } from "../state/account";
import { inviterOf, recordInvite } from "../state/invites";
import { recordId } from "./amounts";
import { paginate } from "./paging";

const REPORT_DETAIL_TEXT = { required: "Tell us what happened", too_short: "At least 10 characters", too_long: "At most 300 characters" } as const;

const summaryOf = ({ post_id, title, cover, created_at }: PostRecord) => ({ post_id, title, cover, created_at });

function postById(context: HandlerContext, postId: number): PostRecord {
  return context.state.account.posts.find((post) => post.post_id === postId) ?? fail(INTERACTION_CODES.NOT_FOUND, "This post does not exist");
}

function publicUser(context: HandlerContext, userId: number) {
  const user = context.state.users.get(userId) ?? fail(DEV_CODES.NOT_FOUND, "No such user");
  return { user_id: user.user_id, username: user.username, avatar: user.avatar };
}

export const contentRoutes: Route[] = [
  serve(interaction.post, ({ post_id }, context) => {
    const post = postById(context, post_id);
    return { ...summaryOf(post), author: publicUser(context, post.user_id), blocks: post.blocks, like_count: post.like_count };
  }),
  serve(interaction.userPosts, ({ user_id, page, page_size }, context) => {
    publicUser(context, user_id);
    const items = context.state.account.posts
      .filter((post) => post.user_id === user_id)
      .sort((a, b) => b.created_at - a.created_at)
      .map(summaryOf);
    return paginate(items, page, page_size);
  }),
  serve(interaction.report, ({ target_type, target_id, reason, detail }, context) => {
    const me = context.me();
    const owner = target_type === "user" ? publicUser(context, target_id).user_id : postById(context, target_id).user_id;
    if (owner === me.user_id) fail(DEV_CODES.INVALID_PARAMS, "You cannot report yourself", { target_id: ["Your own"] });
    const checked = checkReportDetail(reason, detail);
    if (!checked.ok) return fail(DEV_CODES.INVALID_PARAMS, "Please check the report", { detail: [REPORT_DETAIL_TEXT[checked.problem]] });
    const key = `${me.user_id}:${target_type}:${target_id}`;
    const reports = context.state.account.reports;
    if (reports.has(key)) fail(INTERACTION_CODES.ALREADY_REPORTED, "You have already reported this. Our team is looking at it");
    const record = { report_id: recordId("R", reports.size + 1), reason, detail: checked.detail, created_at: context.nowSeconds() };
    reports.set(key, record);
    context.log(`report ${record.report_id}: ${target_type} ${target_id} for ${reason}`);
    return { report_id: record.report_id, created_at: record.created_at };
  }),
  serve(popups.popup, ({ popup_id }, context) => {
    const popup = context.state.account.popups.find((entry) => entry.popup_id === popup_id) ?? fail(POPUP_CODES.NOT_FOUND, "This popup has ended");
    const seen = context.user ? context.state.account.popupsSeen.has(`${context.user.user_id}:${popup_id}`) : false;
    return { ...popup, seen };
  }),
  serve(popups.markSeen, ({ popup_id }, context) => {
    if (!context.state.account.popups.some((entry) => entry.popup_id === popup_id)) fail(POPUP_CODES.NOT_FOUND, "This popup has ended");
    context.state.account.popupsSeen.add(`${context.me().user_id}:${popup_id}`);
    return { ok: true };
  }),
  serve(inviteCode.inviteBinding, (_input, context) => {
    const me = context.me();
    const inviterId = inviterOf(context.state, me.user_id);
    return {
      inviter: inviterId === null ? null : publicUser(context, inviterId),
      bound_at: context.state.account.inviteBoundAt.get(me.user_id) ?? null,
      own_code: String(me.user_id),
    };
  }),
  serve(inviteCode.bindInviteCode, ({ invite_code }, context) => {
    const me = context.me();
    const checked = checkInviteCode(invite_code, me.user_id);
    if (!checked.ok) {
      const text = checked.problem === "own" ? "This is your own code" : "Enter the digits of the code";
      return fail(INVITE_CODE_CODES.INVALID, "Please check the code", { invite_code: [text] });
    }
    if (inviterOf(context.state, me.user_id) !== null) fail(INVITE_CODE_CODES.ALREADY_BOUND, "You already have an inviter");
    const inviter = context.state.users.get(Number(checked.code)) ?? fail(INVITE_CODE_CODES.NOT_FOUND, "No player has this code");
    if (inviterOf(context.state, inviter.user_id) === me.user_id) {
      fail(INVITE_CODE_CODES.INVALID, "You invited this player", { invite_code: ["A player you invited cannot be your inviter"] });
    }
    recordInvite(context.state, inviter.user_id, me);
    const boundAt = context.nowSeconds();
    context.state.account.inviteBoundAt.set(me.user_id, boundAt);
    return { inviter: publicUser(context, inviter.user_id), bound_at: boundAt };
  }),
];
