// Activity service (spec section 7 names the service, no calls): the player's rewards and the
// newbie activity (`/activity/newbie`).
// Spec: not shown — every call below. Choice: rewards wait to be claimed, each once, into the
// wallet; the history lists every reward received (also a pool's prize, a vote reward, a lucky
// code's win and newbie rewards). The newbie activity answers ERROR_OUTOF_NEWBIE (code 3001, as the
// envelope's msg) once an account is a week old; the client does not report it.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput, pageInput, pageOf, unixTime } from "../schemas/common";
import { claimableReward, claimedReward, newbieActivityTask, rewardRecord } from "../schemas/activity";

export * from "../schemas/activity";

export const activityEndpoints = {
  /** What the caller can claim now, oldest first. */
  claimableRewards: defineEndpoint({
    service: "activity",
    method: "GET",
    path: "/reward/claimable",
    request: empty,
    response: z.object({ list: z.array(claimableReward) }),
  }),
  /** Pays one reward into the wallet, once (again: 2002; unknown or expired: 2003). */
  claimReward: defineEndpoint({
    service: "activity",
    method: "POST",
    path: "/reward/claim",
    request: z.object({ reward_id: z.number(), ...idempotencyInput }),
    response: z.extend(claimedReward, { reward_id: z.number() }),
  }),
  /** Every reward received, newest first, 20 a page. */
  rewardHistory: defineEndpoint({
    service: "activity",
    method: "GET",
    path: "/reward/history",
    request: pageInput,
    response: pageOf(rewardRecord),
  }),
  /** The newbie tasks and when the newbie week ends; ERROR_OUTOF_NEWBIE after it. */
  newbieActivity: defineEndpoint({
    service: "activity",
    method: "GET",
    path: "/activity/newbie/tasks",
    request: empty,
    response: z.object({ ends_at: unixTime, tasks: z.array(newbieActivityTask) }),
  }),
  /** Pays a finished newbie task's reward, once (again: 2002; not finished: 2003; after the week: ERROR_OUTOF_NEWBIE). */
  claimNewbieReward: defineEndpoint({
    service: "activity",
    method: "POST",
    path: "/activity/newbie/claim",
    request: z.object({ task_id: z.number(), ...idempotencyInput }),
    response: z.extend(claimedReward, { task_id: z.number() }),
  }),
};
