// Lucky bear games: lists, search, favourites, per-provider init configs, championships.
import { initConfigEndpoints, luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import type { GameProvider } from "@repo/api-client/schemas/lucky-bear";
import { DEV_CODES, fail } from "../../envelope";
import { type HandlerContext, type Route, serve } from "../../serve";
import { countryOrDefault } from "../../state/countries";
import { type ChampRecord, champScoreMicro } from "../../state/lucky-bear";
import { formatMicro, toMicro } from "../../state/money";
import { SEEDED_USER } from "../../state/users";
import { paginate } from "../paging";
import { casinoGamePath } from "../../play/routes";
import { casinoToken } from "../../play/tokens";
import { caller, completeNewbieAction, pay, rankUsers, rewardOf } from "./common";

/** Share of the prize pool per rank, in percent. */
const CHAMP_SHARES = [30, 20, 15, 10, 8, 6, 4, 3, 2, 2];

function gameOf(context: HandlerContext, gameId: number) {
  return context.state.games.find((game) => game.game_id === gameId) ?? fail(DEV_CODES.NOT_FOUND, "No such game");
}

function initConfigFor(provider: GameProvider) {
  return serve(initConfigEndpoints[provider], ({ game_id }, context) => {
    const { user } = caller(context);
    const game = gameOf(context, game_id);
    if (game.provider !== provider) fail(DEV_CODES.NOT_FOUND, `Game ${game_id} is not a ${provider} game`);
    const token = casinoToken(context.state.seed, user.user_id, game_id);
    const language = context.headers.get("Language") ?? "vi-VN";
    return {
      game_id,
      provider,
      // The provider's page is the dev API's stand-in game (play/routes.ts): bets there count.
      launch_url: `${context.origin}${casinoGamePath(provider, game_id)}?${new URLSearchParams({ token, lang: language }).toString()}`,
      session_token: token,
      currency: countryOrDefault(user.country_code).currency,
      language,
      lobby_url: "/luckybear",
      extra: { provider_game_code: `${provider.toUpperCase()}-${game_id}`, orientation: game.category === "crash" ? "portrait" : "landscape" },
    };
  });
}

const champStatus = (champ: ChampRecord, now: number) => (now < champ.start_at ? "upcoming" : now < champ.end_at ? "running" : "ended");

function champOf(context: HandlerContext, champId: number): ChampRecord {
  return context.state.luckyBear.champs.find((champ) => champ.champ_id === champId) ?? fail(DEV_CODES.NOT_FOUND, "No such championship");
}

// The seeded player won the last (ended) championship, so its reward can be received.
function scoreOf(context: HandlerContext, userId: number, champ: ChampRecord): number {
  if (champStatus(champ, context.nowSeconds()) === "upcoming") return 0;
  const played = context.state.luckyBear.accounts.of(userId).champ_bet_micro.get(champ.champ_id) ?? 0;
  if (userId === SEEDED_USER.user_id && champ.champ_id === 1) return champScoreMicro(context.state.seed, userId, 1) + 10_000_000_000 + played;
  return champScoreMicro(context.state.seed, userId, champ.champ_id) + played;
}

function billboard(context: HandlerContext, champ: ChampRecord) {
  return rankUsers(context.state, (user) => scoreOf(context, user.user_id, champ), context.user, 10, (_user, score, rank) => ({
    score: formatMicro(score),
    reward: formatMicro(Math.floor((champ.prize_pool_micro * (CHAMP_SHARES[rank - 1] ?? 0)) / 100)),
  }));
}

const champView = (champ: ChampRecord, now: number) => ({
  champ_id: champ.champ_id,
  title: champ.title,
  status: champStatus(champ, now),
  start_at: champ.start_at,
  end_at: champ.end_at,
  prize_pool: formatMicro(champ.prize_pool_micro),
  coin_name: "LB-USDT",
});

export const gameRoutes: Route[] = [
  serve(lb.gameList, ({ category, provider, page, page_size }, { state }) => {
    const games = state.games.filter((game) => (!category || game.category === category) && (!provider || game.provider === provider));
    return paginate(games, page, page_size);
  }),
  serve(lb.gameSearch, ({ keyword }, { state }) => {
    const needle = keyword.trim().toLowerCase();
    return { list: needle ? state.games.filter((game) => game.name.toLowerCase().includes(needle)).slice(0, 50) : [] };
  }),
  serve(lb.favGamesToggle, ({ game_id }, context) => {
    const { account } = caller(context);
    gameOf(context, game_id);
    const index = account.favourites.indexOf(game_id);
    if (index >= 0) account.favourites.splice(index, 1);
    else account.favourites.unshift(game_id);
    return { game_id, favourite: index < 0 };
  }),
  serve(lb.favGamesList, (_input, context) => ({
    list: caller(context).account.favourites.map((gameId) => gameOf(context, gameId)),
  })),
  initConfigFor("inbet"),
  initConfigFor("retiger"),
  initConfigFor("pg"),
  initConfigFor("turbo"),
  initConfigFor("bridge"),
  initConfigFor("ppgame"),
  initConfigFor("imperium"),
  serve(lb.inbetReportGameStart, ({ game_id }, context) => {
    const { user, account } = caller(context);
    const game = gameOf(context, game_id);
    if (game.provider !== "inbet") fail(DEV_CODES.INVALID_PARAMS, "Not an inbet game", { game_id: ["Not an inbet game"] });
    account.recent_games = [game_id, ...account.recent_games.filter((id) => id !== game_id)].slice(0, 20);
    completeNewbieAction(context, user, "play_game");
    return { ok: true };
  }),
  serve(lb.champList, (_input, context) => ({
    list: context.state.luckyBear.champs.map((champ) => champView(champ, context.nowSeconds())),
  })),
  serve(lb.champDetail, ({ champ_id }, context) => {
    const { user, account } = caller(context);
    const champ = champOf(context, champ_id);
    const board = billboard(context, champ);
    const mine = board.list.find((entry) => entry.user_id === user.user_id);
    const ended = champStatus(champ, context.nowSeconds()) === "ended";
    return {
      ...champView(champ, context.nowSeconds()),
      rules: ["Bet on the listed games while the championship runs", "Score = total bet", "Top 10 share the prize pool"],
      game_ids: champ.game_ids,
      my_score: formatMicro(scoreOf(context, user.user_id, champ)),
      my_rank: board.my_rank,
      my_reward: ended && mine ? { amount: mine.reward, coin_name: "LB-USDT", received: account.champ_received.has(champ_id) } : null,
    };
  }),
  serve(lb.champBillboard, ({ champ_id }, context) => billboard(context, champOf(context, champ_id))),
  serve(lb.champReceiveReward, ({ champ_id }, context) => {
    const { user, account } = caller(context);
    const champ = champOf(context, champ_id);
    if (champStatus(champ, context.nowSeconds()) !== "ended") fail(DEV_CODES.NOT_AVAILABLE, "The championship has not ended");
    const mine = billboard(context, champ).list.find((entry) => entry.user_id === user.user_id) ?? fail(DEV_CODES.NOT_AVAILABLE, "You are not in the prize ranks");
    if (account.champ_received.has(champ_id)) fail(DEV_CODES.ALREADY_DONE, "Reward already received");
    account.champ_received.add(champ_id);
    const micro = toMicro(mine.reward);
    pay(context.state, user.user_id, micro, "champ_reward", champ.title);
    return rewardOf(micro);
  }),
];
