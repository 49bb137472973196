// Who invited whom. One list serves both brands: the lucky-bear account's `invites`, which lucky bear's
// invite_summary / invite_users and xworld's /share read. A player has at most one inviter.
import type { DevState } from "./index";
import { LB_COIN } from "./lucky-bear";
import { toMicro } from "./money";
import type { DevUser } from "./users";

/** Paid to the inviter (LB-USDT) when an invited player's account is made. */
export const INVITE_REGISTER_REWARD = toMicro(1);

/** The user id of whoever invited this player, or null. */
export function inviterOf(state: DevState, inviteeId: number): number | null {
  for (const [inviterId, account] of state.luckyBear.accounts.entries()) {
    if (account.invites.some((invite) => invite.user_id === inviteeId)) return inviterId;
  }
  return null;
}

/**
 * Puts the invitee on the inviter's list and pays the inviter's register reward, once: a player who
 * already has an inviter, or who names themself, is not recorded (false).
 */
export function recordInvite(state: DevState, inviterId: number, invitee: DevUser, linkId: number | null = null): boolean {
  if (inviterId === invitee.user_id || inviterOf(state, invitee.user_id) !== null) return false;
  const now = Math.floor(state.now() / 1000);
  state.luckyBear.accounts.of(inviterId).invites.push({
    user_id: invitee.user_id,
    registered_at: now,
    recharge_micro: 0,
    recharged_at: null,
    link_id: linkId,
  });
  state.wallet.change(inviterId, LB_COIN, INVITE_REGISTER_REWARD, "invite_reward", invitee.username);
  return true;
}

// Spec: not shown — what the logins' invite_code holds and when it counts. Choice: the inviter's user
// id as text, counted only on the login that creates the account (new_user); an unknown or malformed
// id, or the new player's own, is ignored without failing the login.
/** Records the inviter an `invite_code` names for an account that this login has just created. */
export function recordSignUpInvite(state: DevState, invitee: DevUser, inviteCode: string | undefined): boolean {
  const text = inviteCode?.trim() ?? "";
  if (!/^[1-9]\d{0,15}$/.test(text)) return false;
  const inviter = state.users.get(Number(text));
  return inviter !== undefined && recordInvite(state, inviter.user_id, invitee);
}
