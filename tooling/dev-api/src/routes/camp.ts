// Camp service: lucky-code draws. Codes are sold until the draw time; then the draw settles (by the
// clock, the first time anyone looks): one sold code wins and its holder is paid at once.
import { campEndpoints as camp } from "@repo/api-client/endpoints/camp";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { type DrawRecord, pickWinner, sellCodes } from "../state/lucky-codes";
import { formatMicro } from "../state/money";
import { countActivity, wholeCount } from "./earn-common";

function drawOf(state: DevState, drawId: number): DrawRecord {
  return state.earn.draws.find((draw) => draw.draw_id === drawId) ?? fail(DEV_CODES.NOT_FOUND, "This draw does not exist");
}

/** Draws whose time has come are drawn now: the winner is paid, at the draw time, into the wallet. */
function settle(state: DevState, now: number): void {
  for (const draw of state.earn.draws) {
    if (draw.result !== null || now < draw.draw_at) continue;
    const winner = pickWinner(state.seed, draw);
    draw.result = { winning_code: winner?.code ?? null, winner: winner?.user_id ?? null };
    if (!winner) continue;
    state.wallet.change(winner.user_id, draw.prize_coin, draw.prize_micro, "lucky_code_win", draw.title, draw.draw_at);
    state.earn.rewards.record({ user_id: winner.user_id, source: "luckycode", title: draw.title, amount_micro: draw.prize_micro, coin_name: draw.prize_coin, time: draw.draw_at });
  }
}

const codesOf = (draw: DrawRecord, userId: number) => draw.sold.filter((sold) => sold.user_id === userId);

function drawItem(draw: DrawRecord, userId: number | null) {
  return {
    draw_id: draw.draw_id,
    title: draw.title,
    prize: formatMicro(draw.prize_micro),
    prize_coin: draw.prize_coin,
    code_price: formatMicro(draw.price_micro),
    price_coin: draw.price_coin,
    total_codes: draw.total_codes,
    sold_codes: draw.sold.length,
    max_per_player: draw.max_per_player,
    draw_at: draw.draw_at,
    status: draw.result === null ? ("selling" as const) : ("drawn" as const),
    winning_code: draw.result?.winning_code ?? null,
    my_codes: userId === null ? 0 : codesOf(draw, userId).length,
  };
}

export const campRoutes: Route[] = [
  serve(camp.luckyDraws, (_input, { state, user, nowSeconds }) => {
    settle(state, nowSeconds());
    const list = state.earn.draws.map((draw) => drawItem(draw, user?.user_id ?? null));
    const selling = list.filter((draw) => draw.status === "selling").sort((a, b) => a.draw_at - b.draw_at);
    const drawn = list.filter((draw) => draw.status === "drawn").sort((a, b) => b.draw_at - a.draw_at);
    return { list: [...selling, ...drawn] };
  }),

  serveOnce(camp.buyLuckyCodes, ({ draw_id, count }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const now = nowSeconds();
    settle(state, now);
    const draw = drawOf(state, draw_id);
    const wanted = wholeCount(count, "count");
    if (draw.result !== null) fail(DEV_CODES.NOT_AVAILABLE, "This draw has already been drawn");
    if (draw.sold.length + wanted > draw.total_codes) fail(DEV_CODES.NOT_AVAILABLE, `Only ${draw.total_codes - draw.sold.length} codes are left`);
    if (codesOf(draw, userId).length + wanted > draw.max_per_player) fail(DEV_CODES.NOT_AVAILABLE, `You can hold at most ${draw.max_per_player} codes of this draw`);
    const cost = draw.price_micro * wanted;
    state.wallet.change(userId, draw.price_coin, -cost, "lucky_code", draw.title);
    const codes = sellCodes(draw, userId, wanted, now);
    countActivity(state, userId, "code_buys");
    return { draw_id, codes, paid: formatMicro(cost), price_coin: draw.price_coin, my_codes: codesOf(draw, userId).length };
  }),

  serve(camp.myLuckyCodes, ({ draw_id }, { state, me, nowSeconds }) => {
    settle(state, nowSeconds());
    const userId = me().user_id;
    const draw = drawOf(state, draw_id);
    const won = draw.result === null ? null : draw.result.winner === userId;
    return {
      draw_id,
      codes: codesOf(draw, userId).map(({ code, bought_at }) => ({ code, bought_at })),
      won,
      prize: won ? formatMicro(draw.prize_micro) : null,
    };
  }),
];
