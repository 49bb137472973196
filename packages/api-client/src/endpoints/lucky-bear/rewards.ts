// Lucky Bear service (spec section 7), rewards: the lucky spin, VIP, gift codes, the free lottery, the
// real-time prizes, championships. GET unless noted.
// One of the service's areas: a screen imports the areas it calls (`luckyBearEndpoints` is all of them).
import { z } from "zod/mini";
import { empty, idempotencyInput, unixTime } from "../../schemas/common";
import { champ, ranked, reward, spinPrize, spinRecord } from "../../schemas/lucky-bear";
import { get, post, withRank } from "./define";

export const luckyBearRewardEndpoints = {
  luckySpinConf: get("lucky_spin_conf", {
    request: empty,
    response: z.object({ chances: z.number(), prizes: z.array(spinPrize) }),
  }),
  /** POST: spends one chance and pays the prize. */
  luckySpin: post("lucky_spin", {
    request: z.object(idempotencyInput),
    response: z.object({ spin_id: z.number(), prize: spinPrize, chances_left: z.number() }),
  }),
  /** POST: the recorded result of a spin. */
  luckySpinResult: post("lucky_spin_result", {
    idempotent: true,
    request: z.object({ spin_id: z.number() }),
    response: spinRecord,
  }),
  vipConf: get("vip_conf", {
    auth: false,
    request: empty,
    response: z.object({
      levels: z.array(z.object({ level: z.number(), icon: z.string(), required_bet: z.string(), reward: reward })),
    }),
  }),
  vipProfile: get("vip_profile", {
    request: empty,
    response: z.object({
      vip_level: z.number(),
      icon: z.string(),
      total_bet: z.string(),
      next_level_bet: z.nullable(z.string()),
      rewards: z.array(z.object({ level: z.number(), reward: reward, receivable: z.boolean(), received: z.boolean() })),
    }),
  }),
  /** POST: once per reached level. */
  receiveVipReward: post("receive_vip_reward", { request: z.object({ level: z.number() }), response: reward }),
  /** POST: a gift code pays once per player (a repeated attempt key answers the first answer). */
  receiveGiftCode: post("receive_gift_code", { request: z.object({ gift_code: z.string(), ...idempotencyInput }), response: reward }),
  freeLotteryChance: get("free_lottery_chance", {
    request: empty,
    response: z.object({ chances: z.number(), next_free_at: z.nullable(unixTime) }),
  }),
  /** GET, but it spends a chance: never retried. */
  drawFreeLottery: get("draw_free_lottery", {
    idempotent: false,
    request: empty,
    response: z.object({ draw_id: z.number(), status: z.enum(["drawing", "won", "lost"]) }),
  }),
  queryLotteryStatus: get("query_lottery_status", {
    request: z.object({ draw_id: z.number() }),
    response: z.object({ draw_id: z.number(), status: z.enum(["drawing", "won", "lost"]), reward: z.nullable(reward) }),
  }),
  lotteryAmountRangeCfg: get("lottery_amount_range_cfg", {
    auth: false,
    request: empty,
    response: z.object({ list: z.array(z.object({ min: z.string(), max: z.string(), coin_name: z.string(), weight: z.number() })) }),
  }),
  rtPrizeConf: get("rt_prize_conf", {
    request: empty,
    response: z.object({
      period_end: unixTime,
      my_bet: z.string(),
      prizes: z.array(z.object({ prize_id: z.number(), name: z.string(), required_bet: z.string(), reward: reward, receivable: z.boolean(), received: z.boolean() })),
    }),
  }),
  rtPrizeBillboard: get("rt_prize_billboard", {
    auth: false,
    request: empty,
    response: z.object({ list: z.array(z.object({ username: z.string(), prize_name: z.string(), amount: z.string(), time: unixTime })) }),
  }),
  /** POST: once per prize and period. */
  rtPrizeReceive: post("rt_prize_receive", { request: z.object({ prize_id: z.number() }), response: reward }),
  champList: get("champ/list", { auth: false, request: empty, response: z.object({ list: z.array(champ) }) }),
  champDetail: get("champ/detail", {
    request: z.object({ champ_id: z.number() }),
    response: z.extend(champ, {
      rules: z.array(z.string()),
      game_ids: z.array(z.number()),
      my_score: z.string(),
      my_rank: z.nullable(z.number()),
      my_reward: z.nullable(z.extend(reward, { received: z.boolean() })),
    }),
  }),
  champBillboard: get("champ/billboard", {
    auth: false,
    request: z.object({ champ_id: z.number() }),
    response: withRank(z.extend(ranked, { score: z.string(), reward: z.string() })),
  }),
  /** POST: once, for a ranked player of an ended championship. */
  champReceiveReward: post("champ/receive_reward", { request: z.object({ champ_id: z.number() }), response: reward }),
};
