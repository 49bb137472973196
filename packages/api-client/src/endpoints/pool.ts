// Prize-pool service (spec section 1, "prize pools"; section 7 names the service, no calls).
// Spec: not shown — every call below. Choice: a pool has a prize and a running time; players buy
// shares with coins or earn them with tasks; when it ends (by the server's clock) the prize is split
// in proportion to the shares, rounded down to the prize coin's decimals, and each holder receives
// their part once.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput } from "../schemas/common";
import { pool, poolDetail, poolJoinResult } from "../schemas/pool";

export * from "../schemas/pool";

const byPool = { pool_id: z.number() };

export const poolEndpoints = {
  /** Running pools first (soonest end first), then ended ones (latest first); open to guests. */
  poolList: defineEndpoint({
    service: "prize-pool",
    method: "GET",
    path: "/pool/list",
    auth: false,
    request: empty,
    response: z.object({ list: z.array(pool) }),
  }),
  /** One pool with its tasks and, once ended, its result. An unknown id is 1002. */
  poolDetail: defineEndpoint({
    service: "prize-pool",
    method: "GET",
    path: "/pool/detail",
    auth: false,
    request: z.object(byPool),
    response: poolDetail,
  }),
  /**
   * Buys `shares` at the pool's share price: the cost leaves the balance (2001 `lack_<COIN>` when
   * short). An ended pool or more than `max_shares` is 2003.
   */
  joinPool: defineEndpoint({
    service: "prize-pool",
    method: "POST",
    path: "/pool/join",
    request: z.object({ ...byPool, shares: z.number(), ...idempotencyInput }),
    response: poolJoinResult,
  }),
  /** Takes the shares a finished task earns, once per task (2002 again, 2003 before it is finished). */
  joinPoolByTask: defineEndpoint({
    service: "prize-pool",
    method: "POST",
    path: "/pool/join_by_task",
    request: z.object({ ...byPool, task_id: z.number() }),
    response: poolJoinResult,
  }),
  /** Pays the caller's part of an ended pool into the wallet, once (2002 again, 2003 while running or without a share). */
  receivePoolPrize: defineEndpoint({
    service: "prize-pool",
    method: "POST",
    path: "/pool/receive_prize",
    request: z.object({ ...byPool, ...idempotencyInput }),
    response: z.object({ pool_id: z.number(), amount: z.string(), coin_name: z.string(), balance: z.string() }),
  }),
};
