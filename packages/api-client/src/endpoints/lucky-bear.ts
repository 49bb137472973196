// Lucky Bear service (spec section 7, "Lucky Bear service"). GET unless noted.
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { type Endpoint, type EndpointDefinition, defineEndpoint } from "../endpoint";
import { empty, idempotencyInput, ok, openAppCfg, openAppCfgInput, pageInput, pageOf, unixTime } from "../schemas/common";
import {
  AGENT_STATUSES,
  type GameProvider,
  agentInviteLink,
  champ,
  game,
  gameInitConfig,
  inviteUser,
  luckyBearHome,
  newbieTask,
  order,
  popup,
  ranked,
  reward,
  spinPrize,
  spinRecord,
  subAgentSummary,
} from "../schemas/lucky-bear";

export { GAME_PROVIDERS, isGameProvider, type Game, type GameProvider, type LuckyBearHome } from "../schemas/lucky-bear";

type LbDefinition<Req, Res> = Omit<EndpointDefinition<Req, Res>, "service" | "method" | "path">;

/** GET /lucky_bear/<name>. */
const get = <Req, Res>(name: string, definition: LbDefinition<Req, Res>): Endpoint<Req, Res> =>
  defineEndpoint({ service: "lucky-bear", method: "GET", path: `/lucky_bear/${name}`, ...definition });

/** POST /lucky_bear/<name>. */
const post = <Req, Res>(name: string, definition: LbDefinition<Req, Res>): Endpoint<Req, Res> =>
  defineEndpoint({ service: "lucky-bear", method: "POST", path: `/lucky_bear/${name}`, ...definition });

const withRank = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), my_rank: z.nullable(z.number()) });

const initConfig = (provider: GameProvider) =>
  get(`${provider}/init_config`, { request: z.object({ game_id: z.number() }), response: gameInitConfig });

export const luckyBearEndpoints = {
  query: get("query", { auth: false, request: empty, response: luckyBearHome }),
  rechargeConf: get("recharge_conf", {
    auth: false,
    request: empty,
    response: z.object({
      currencies: z.array(
        z.object({ currency: z.string(), min: z.string(), max: z.string(), presets: z.array(z.string()), usdt_rate: z.string() }),
      ),
      channels: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string() })),
    }),
  }),
  assetList: get("asset_list", {
    request: empty,
    response: z.object({
      list: z.array(z.object({ coin_name: z.string(), coin_logo: z.string(), amount: z.string(), locked: z.string(), usdt_amount: z.string() })),
      total_usdt: z.string(),
    }),
  }),
  assetDetail: get("asset_detail", {
    request: z.extend(pageInput, { coin_name: z.string() }),
    response: z.extend(
      pageOf(z.object({ id: z.number(), amount: z.string(), kind: z.string(), memo: z.string(), time: unixTime })),
      { coin_name: z.string(), balance: z.string() },
    ),
  }),
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
  /** POST: creates a recharge order (the dev API pays it at once). */
  recharge: post("recharge", {
    request: z.object({ amount: z.string(), currency: z.string(), channel: z.string(), ...idempotencyInput }),
    response: z.object({ order_id: z.string(), pay_url: httpUrl, status: z.string() }),
  }),
  /** POST: takes the amount off the balance and creates a pending withdrawal order. */
  withdraw: post("withdraw", {
    request: z.object({ amount: z.string(), currency: z.string(), channel: z.string(), account: z.string(), ...idempotencyInput }),
    response: z.object({ order_id: z.string(), status: z.string() }),
  }),
  myOrders: get("my_orders", {
    request: z.extend(pageInput, { type: z.optional(z.enum(["recharge", "withdraw"])) }),
    response: pageOf(order),
  }),
  betRankingList: get("bet_ranking_list", {
    auth: false,
    request: empty,
    response: withRank(z.extend(ranked, { bet_amount: z.string() })),
  }),
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
  /** Fails with msg ERROR_OUTOF_NEWBIE once the newbie period is over (not reported). */
  newbieTaskStatus: get("newbie_task_status", {
    request: empty,
    response: z.object({ tasks: z.array(newbieTask), expires_at: unixTime }),
  }),
  newbieTaskVisible: get("newbie_task_visible", { request: empty, response: z.object({ visible: z.boolean() }) }),
  /** POST: what the player did (completes newbie tasks, closes show-once popups). */
  reportUserAction: post("report_user_action", {
    request: z.object({ action: z.string(), params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
    response: ok,
  }),
  inviteWeeklyRank: get("invite_weekly_rank", {
    auth: false,
    request: empty,
    response: withRank(z.extend(ranked, { invited_count: z.number(), reward: z.string() })),
  }),
  lockedDetail: get("locked_detail", {
    request: empty,
    response: z.object({
      coin_name: z.string(),
      locked_amount: z.string(),
      list: z.array(z.object({ lock_id: z.number(), amount: z.string(), reason: z.string(), unlock_at: unixTime, unlockable: z.boolean() })),
    }),
  }),
  /** POST: releases an unlockable lock to the balance (a repeated attempt key answers the first answer). */
  unlock: post("unlock", { request: z.object({ lock_id: z.number(), ...idempotencyInput }), response: reward }),
  updateAdUserGaClientid: post("update_ad_user_ga_clientid", { request: z.object({ ga_client_id: z.string() }), response: ok }),
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
  inviteMasterConf: get("invite_master_conf", {
    auth: false,
    request: empty,
    response: z.object({
      levels: z.array(z.object({ level: z.number(), required_invites: z.number(), reward: reward })),
      rules: z.array(z.string()),
    }),
  }),
  recentWithdrawLogs: get("recent_withdraw_logs", {
    auth: false,
    request: empty,
    response: z.object({ list: z.array(z.object({ username: z.string(), amount: z.string(), currency: z.string(), time: unixTime })) }),
  }),
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
  // Spec: "invite daily summaries" (path not shown). Choice: GET /lucky_bear/invite_daily_summaries.
  inviteDailySummaries: get("invite_daily_summaries", {
    request: z.object({ days: z.optional(z.number()) }),
    response: z.object({
      list: z.array(z.object({ date: z.string(), invited: z.number(), recharged: z.number(), reward: z.string() })),
    }),
  }),
  availableCountries: get("available_countries", {
    auth: false,
    request: empty,
    response: z.object({
      list: z.array(z.object({ country_code: z.string(), name: z.string(), currency: z.string(), dial_code: z.string() })),
    }),
  }),
  /** Popups of a page; always refetched (see @repo/api-client/react). */
  generalPopupQuery: get("general_popup_query", {
    request: z.object({ page: z.optional(z.string()) }),
    response: z.object({ list: z.array(popup) }),
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
  /** POST: opens the casino account of an xworld user (once; later calls answer registered: false). */
  register: post("register", {
    request: z.object({ invite_code: z.optional(z.string()) }),
    response: z.object({ registered: z.boolean(), bonus: z.nullable(reward) }),
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
  favGamesToggle: post("fav_games/toggle", {
    request: z.object({ game_id: z.number() }),
    response: z.object({ game_id: z.number(), favourite: z.boolean() }),
  }),
  favGamesList: get("fav_games/list", { request: empty, response: z.object({ list: z.array(game) }) }),
  getCountry: get("get_country", {
    auth: false,
    request: empty,
    response: z.object({ country_code: z.string(), country_by_ip: z.string(), currency: z.string() }),
  }),
  myCsBot: get("my_cs_bot", { request: empty, response: z.object({ bot_link: httpUrl }) }),
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
  lotteryAmountRangeCfg: get("lottery_amount_range_cfg", {
    auth: false,
    request: empty,
    response: z.object({ list: z.array(z.object({ min: z.string(), max: z.string(), coin_name: z.string(), weight: z.number() })) }),
  }),
  inviteRechargedUsers: get("invite_recharged_users", {
    request: pageInput,
    response: pageOf(z.object({ user_id: z.number(), username: z.string(), recharge_amount: z.string(), time: unixTime })),
  }),
  freeSpinConf: get("free_spin_conf", {
    request: empty,
    response: z.object({
      list: z.array(z.object({ game_id: z.number(), free_spins: z.number(), bet_value: z.string(), expires_at: unixTime })),
    }),
  }),
  // Spec: not shown — the game-list GETs. Choice: game_list (filtered, paged) and game_search.
  gameList: get("game_list", {
    auth: false,
    request: z.extend(pageInput, { category: z.optional(z.string()), provider: z.optional(z.string()) }),
    response: pageOf(game),
  }),
  gameSearch: get("game_search", {
    auth: false,
    request: z.object({ keyword: z.string() }),
    response: z.object({ list: z.array(game) }),
  }),
  // Spec: not shown — the per-game init config paths. Choice: GET /lucky_bear/<provider>/init_config.
  inbetInitConfig: initConfig("inbet"),
  retigerInitConfig: initConfig("retiger"),
  pgInitConfig: initConfig("pg"),
  turboInitConfig: initConfig("turbo"),
  bridgeInitConfig: initConfig("bridge"),
  ppgameInitConfig: initConfig("ppgame"),
  imperiumInitConfig: initConfig("imperium"),
  /** POST: a game round of inbet started (counts as playing, for newbie tasks and recents). */
  inbetReportGameStart: post("inbet/report_game_start", { request: z.object({ game_id: z.number() }), response: ok }),
  // Spec: not shown — the paths of getUserInfo's and OpenAppCfgV2's LB variants. Choice:
  // getUserInfo's is on the lucky-bear user host (lbUserEndpoints.getLbUserInfo); OpenAppCfgV2's is here.
  openAppCfgV2: post("openapp_get_cfg_v2", { idempotent: true, request: openAppCfgInput, response: openAppCfg }),
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

/** The init-config endpoint of each provider. */
export const initConfigEndpoints: Readonly<Record<GameProvider, typeof luckyBearEndpoints.inbetInitConfig>> = {
  inbet: luckyBearEndpoints.inbetInitConfig,
  retiger: luckyBearEndpoints.retigerInitConfig,
  pg: luckyBearEndpoints.pgInitConfig,
  turbo: luckyBearEndpoints.turboInitConfig,
  bridge: luckyBearEndpoints.bridgeInitConfig,
  ppgame: luckyBearEndpoints.ppgameInitConfig,
  imperium: luckyBearEndpoints.imperiumInitConfig,
};
