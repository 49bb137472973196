// Helpers the lucky-bear routes share: the caller's casino account, payouts, newbie tasks.
import { ERROR_OUTOF_NEWBIE } from "@repo/api-client/errors";
import { DEV_CODES, fail } from "../../envelope";
import type { HandlerContext } from "../../serve";
import type { DevState } from "../../state";
import { LB_COIN, type LbAccount, NEWBIE_DAYS, NEWBIE_TASKS } from "../../state/lucky-bear";
import { formatMicro } from "../../state/money";
import type { DevUser } from "../../state/users";

export function caller(context: HandlerContext): { user: DevUser; account: LbAccount } {
  const user = context.me();
  return { user, account: context.state.luckyBear.accounts.of(user.user_id) };
}

export const rewardOf = (micro: number) => ({ amount: formatMicro(micro), coin_name: LB_COIN });

/** Pays into the casino balance and returns what was paid. */
export function pay(state: DevState, userId: number, micro: number, kind: string, memo: string) {
  state.wallet.change(userId, LB_COIN, micro, kind, memo);
  return rewardOf(micro);
}

export const isNewbie = (user: DevUser, nowSeconds: number) => nowSeconds - user.created_at < NEWBIE_DAYS * 86_400;

export function requireNewbie(context: HandlerContext, user: DevUser): void {
  if (!isNewbie(user, context.nowSeconds())) fail(DEV_CODES.OUT_OF_NEWBIE, ERROR_OUTOF_NEWBIE);
}

/** Completes (and pays, once) the newbie task that this action finishes. */
export function completeNewbieAction(context: Pick<HandlerContext, "state" | "nowSeconds">, user: DevUser, action: string): void {
  if (!isNewbie(user, context.nowSeconds())) return;
  const account = context.state.luckyBear.accounts.of(user.user_id);
  for (const task of NEWBIE_TASKS) {
    if (task.action !== action || account.newbie_done.has(task.id)) continue;
    account.newbie_done.add(task.id);
    pay(context.state, user.user_id, task.reward_micro, "newbie_reward", task.title);
  }
}

/** "player_abc12" → "pl***12": names shown to other players. */
export const maskName = (name: string) => (name.length <= 4 ? `${name[0] ?? ""}***` : `${name.slice(0, 2)}***${name.slice(-2)}`);

/** Users ranked by a score, best first, with the caller's rank. */
export function rankUsers<T>(state: DevState, score: (user: DevUser) => number, me: DevUser | null, limit: number, extra: (user: DevUser, score: number, rank: number) => T) {
  const ranked = [...state.users.byId.values()]
    .map((user) => ({ user, score: score(user) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.user.user_id - b.user.user_id);
  const myIndex = me ? ranked.findIndex((entry) => entry.user.user_id === me.user_id) : -1;
  return {
    list: ranked.slice(0, limit).map(({ user, score: value }, index) => ({
      rank: index + 1,
      user_id: user.user_id,
      username: maskName(user.username),
      avatar: user.avatar,
      ...extra(user, value, index + 1),
    })),
    my_rank: myIndex < 0 ? null : myIndex + 1,
  };
}
