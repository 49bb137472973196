// Lucky Bear service: home summary, games and everything the casino brand calls.
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { type Route, serve } from "../serve";
import { GAME_CATEGORIES } from "../state/catalog";
import { formatMicro } from "../state/money";
import { paginate } from "./paging";

export const luckyBearRoutes: Route[] = [
  serve(lb.query, (_input, { state, nowSeconds }) => {
    const users = [...state.users.byId.values()];
    return {
      jackpot: { amount: formatMicro(state.jackpotMicro), currency: "USDT" },
      banners: state.lbBanners,
      // Moves with the clock, but the same at the same minute.
      online_players: 1200 + ((Math.floor(nowSeconds() / 60) * 37) % 500),
      recent_wins: state.games.slice(0, 8).map((game, index) => ({
        username: users[(index * 7) % users.length]?.username ?? "player",
        game_name: game.name,
        amount: formatMicro((index + 1) * 12_340_000),
        currency: "USDT",
        time: nowSeconds() - index * 95,
      })),
      categories: GAME_CATEGORIES.map((category) => ({ ...category })),
    };
  }),
  serve(lb.gameList, (input, { state }) => {
    const games = state.games.filter(
      (game) => (!input.category || game.category === input.category) && (!input.provider || game.provider === input.provider),
    );
    return paginate(games, input.page, input.page_size);
  }),
];
