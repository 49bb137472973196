// Lucky bear home and account: summary, recharge settings, countries, popups, user actions.
import { assetPath } from "../../assets";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { DEV_CODES, fail } from "../../envelope";
import { type Route, serve } from "../../serve";
import { GAME_CATEGORIES } from "../../state/catalog";
import { COUNTRIES, countryOrDefault } from "../../state/countries";
import { recordInvite } from "../../state/invites";
import { CURRENCY_RATES } from "../../state/lucky-bear";
import { formatMicro, toMicro } from "../../state/money";
import { countryByIp, supportBotLink } from "../user";
import { caller, completeNewbieAction, maskName, pay, rankUsers } from "./common";

const POPUPS = [
  { id: 1, type: "notice", title: "Welcome to Lucky Bear", content: "Claim your free spins on the wheel.", image: assetPath("popups", "1"), link: "/luckybear", show_once: true },
  { id: 2, type: "promo", title: "Double recharge weekend", content: "Recharge on Saturday or Sunday for a 100% bonus.", image: assetPath("popups", "2"), link: "/luckybear/money/pay", show_once: false },
];

const REGISTER_BONUS = toMicro(1);

export const homeRoutes: Route[] = [
  serve(lb.query, (_input, { state, nowSeconds }) => {
    const users = [...state.users.byId.values()];
    return {
      jackpot: { amount: formatMicro(state.jackpotMicro), currency: "USDT" },
      banners: state.lbBanners,
      // Moves with the clock, but is the same within a minute.
      online_players: 1200 + ((Math.floor(nowSeconds() / 60) * 37) % 500),
      recent_wins: state.games.slice(0, 8).map((game, index) => ({
        username: maskName(users[(index * 7) % users.length]?.username ?? "player"),
        game_name: game.name,
        amount: formatMicro((index + 1) * 12_340_000),
        currency: "USDT",
        time: nowSeconds() - index * 95,
      })),
      categories: GAME_CATEGORIES.map((category) => ({ ...category })),
    };
  }),
  serve(lb.rechargeConf, () => ({
    currencies: COUNTRIES.map(({ currency }) => {
      const rate = CURRENCY_RATES[currency] ?? 1;
      return {
        currency,
        min: formatMicro(toMicro(rate * 1)),
        max: formatMicro(toMicro(rate * 5_000)),
        presets: [5, 20, 50, 100].map((usdt) => formatMicro(toMicro(rate * usdt))),
        usdt_rate: String(rate),
      };
    }),
    channels: [
      { id: "bank", name: "Bank transfer", icon: assetPath("pay", "bank") },
      { id: "ewallet", name: "E-wallet", icon: assetPath("pay", "ewallet") },
      { id: "usdt", name: "USDT (TRC20)", icon: assetPath("pay", "usdt") },
    ],
  })),
  serve(lb.availableCountries, () => ({ list: COUNTRIES.map(({ country_code, name, currency, dial_code }) => ({ country_code, name, currency, dial_code })) })),
  serve(lb.getCountry, (_input, context) => {
    const country = countryOrDefault(context.user?.country_code ?? countryByIp(context));
    return { country_code: country.country_code, country_by_ip: countryByIp(context), currency: country.currency };
  }),
  serve(lb.myCsBot, (_input, context) => ({ bot_link: supportBotLink(context.me().user_id, "luckybear_cs_bot") })),
  serve(lb.generalPopupQuery, (_input, context) => {
    const { account } = caller(context);
    return { list: POPUPS.filter((popup) => !(popup.show_once && account.closed_popups.has(popup.id))) };
  }),
  serve(lb.reportUserAction, ({ action, params }, context) => {
    const { user, account } = caller(context);
    if (!action.trim()) fail(DEV_CODES.INVALID_PARAMS, "Missing action", { action: ["Required"] });
    if (action === "popup_closed") {
      const popupId = Number(params?.popup_id);
      if (!POPUPS.some((popup) => popup.id === popupId)) fail(DEV_CODES.INVALID_PARAMS, "Unknown popup", { "params.popup_id": ["Unknown popup"] });
      account.closed_popups.add(popupId);
    }
    completeNewbieAction(context, user, action);
    return { ok: true };
  }),
  serve(lb.updateAdUserGaClientid, ({ ga_client_id }, context) => {
    if (!ga_client_id.trim()) fail(DEV_CODES.INVALID_PARAMS, "Missing client id", { ga_client_id: ["Required"] });
    caller(context).account.ga_client_id = ga_client_id;
    return { ok: true };
  }),
  serve(lb.register, ({ invite_code }, context) => {
    const { user, account } = caller(context);
    if (account.registered) return { registered: false, bonus: null };
    const lucky = context.state.luckyBear;
    const inviterId = invite_code ? Number(invite_code.replace(/^LB/i, "")) : Number.NaN;
    const agentLink = invite_code ? lucky.agentCodes.get(invite_code) : undefined;
    const inviter = context.state.users.get(agentLink?.user_id ?? inviterId);
    if (invite_code && !inviter) fail(DEV_CODES.INVALID_PARAMS, "Unknown invite code", { invite_code: ["No such code"] });
    account.registered = true;
    // A player invited at sign-up keeps that inviter: a code here counts only for a player without one.
    if (inviter && recordInvite(context.state, inviter.user_id, user, agentLink?.link_id ?? null)) {
      const link = agentLink && lucky.accounts.of(agentLink.user_id).links.find((candidate) => candidate.id === agentLink.link_id);
      if (link) link.registered += 1;
    }
    completeNewbieAction(context, user, "login");
    return { registered: true, bonus: pay(context.state, user.user_id, REGISTER_BONUS, "register_bonus", "Welcome bonus") };
  }),
  serve(lb.openAppCfgV2, ({ user_id }, context) => {
    const user = context.me();
    if (user.user_id !== user_id) fail(DEV_CODES.INVALID_PARAMS, "user_id is not the logged-in user", { user_id: ["Not the logged-in user"] });
    return { user_secret_key: user.secret_key, location_info: { country_code: user.country_code, country_by_ip: countryByIp(context) } };
  }),
  serve(lb.betRankingList, (_input, { state, user }) =>
    rankUsers(state, (candidate) => state.luckyBear.accounts.of(candidate.user_id).total_bet_micro, user, 20, (_user, score) => ({ bet_amount: formatMicro(score) })),
  ),
  serve(lb.recentWithdrawLogs, (_input, { state, nowSeconds }) => {
    const real = state.luckyBear.orders
      .filter((order) => order.type === "withdraw")
      .slice(-10)
      .reverse()
      .map((order) => ({ username: maskName(state.users.get(order.user_id)?.username ?? "player"), amount: order.amount, currency: order.currency, time: order.created_at }));
    const seeded = [...state.users.byId.values()].slice(1, 6).map((user, index) => ({
      username: maskName(user.username),
      amount: formatMicro(toMicro(25_000 * (index + 2))),
      currency: "VND",
      time: nowSeconds() - 600 * (index + 1),
    }));
    return { list: [...real, ...seeded].slice(0, 10) };
  }),
  serve(lb.lotteryAmountRangeCfg, () => ({
    list: [
      { min: "0.10", max: "1.00", coin_name: "LB-USDT", weight: 70 },
      { min: "1.00", max: "10.00", coin_name: "LB-USDT", weight: 25 },
      { min: "10.00", max: "100.00", coin_name: "LB-USDT", weight: 5 },
    ],
  })),
];

