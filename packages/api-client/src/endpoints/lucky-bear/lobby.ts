// Lucky Bear service (spec section 7), the lobby and the account: the home's query, rankings and recent
// withdrawals, popups, newbie tasks, countries, support bot, registration, the open-app settings. GET
// unless noted.
// One of the service's areas: a screen imports the areas it calls (`luckyBearEndpoints` is all of them).
import { z } from "zod/mini";
import { httpUrl } from "../../url";
import { empty, ok, openAppCfg, openAppCfgInput, unixTime } from "../../schemas/common";
import { luckyBearHome, newbieTask, popup, ranked, reward } from "../../schemas/lucky-bear";
import { get, post, withRank } from "./define";

export const luckyBearLobbyEndpoints = {
  query: get("query", { auth: false, request: empty, response: luckyBearHome }),
  betRankingList: get("bet_ranking_list", {
    auth: false,
    request: empty,
    response: withRank(z.extend(ranked, { bet_amount: z.string() })),
  }),
  recentWithdrawLogs: get("recent_withdraw_logs", {
    auth: false,
    request: empty,
    response: z.object({ list: z.array(z.object({ username: z.string(), amount: z.string(), currency: z.string(), time: unixTime })) }),
  }),
  /** Popups of a page; always refetched (see @repo/api-client/react). */
  generalPopupQuery: get("general_popup_query", {
    request: z.object({ page: z.optional(z.string()) }),
    response: z.object({ list: z.array(popup) }),
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
  availableCountries: get("available_countries", {
    auth: false,
    request: empty,
    response: z.object({
      list: z.array(z.object({ country_code: z.string(), name: z.string(), currency: z.string(), dial_code: z.string() })),
    }),
  }),
  getCountry: get("get_country", {
    auth: false,
    request: empty,
    response: z.object({ country_code: z.string(), country_by_ip: z.string(), currency: z.string() }),
  }),
  myCsBot: get("my_cs_bot", { request: empty, response: z.object({ bot_link: httpUrl }) }),
  /** POST: opens the casino account of an xworld user (once; later calls answer registered: false). */
  register: post("register", {
    request: z.object({ invite_code: z.optional(z.string()) }),
    response: z.object({ registered: z.boolean(), bonus: z.nullable(reward) }),
  }),
  updateAdUserGaClientid: post("update_ad_user_ga_clientid", { request: z.object({ ga_client_id: z.string() }), response: ok }),
  // Spec: not shown — the paths of getUserInfo's and OpenAppCfgV2's LB variants. Choice:
  // getUserInfo's is on the lucky-bear user host (lbUserEndpoints.getLbUserInfo); OpenAppCfgV2's is here.
  openAppCfgV2: post("openapp_get_cfg_v2", { idempotent: true, request: openAppCfgInput, response: openAppCfg }),
};

export type { LuckyBearHome } from "../../schemas/lucky-bear";
