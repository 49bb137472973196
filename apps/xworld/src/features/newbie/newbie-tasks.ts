// Where each newbie task is done: the "Go" link of a task still in progress.
import type { NewbieTaskKind } from "@repo/api-client/endpoints/activity";

export const NEWBIE_TASK_PAGES: Readonly<Record<NewbieTaskKind, string>> = {
  sign_in: "/",
  finish_task: "/#tasks",
  join_pool: "/pool",
  stake_vote: "/voteV2",
  subscribe_invest: "/invest",
  buy_lucky_code: "/luckycode/buy",
};

export function isNewbieTaskKind(value: string): value is NewbieTaskKind {
  return Object.hasOwn(NEWBIE_TASK_PAGES, value);
}
