// PvP service: matches, joining a side with a stake, and the host's create, settle and cancel.
import { type PvpMatch, pvpEndpoints as pvp } from "@repo/api-client/endpoints/pvp";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { decimalsOf, fitsCoin } from "../state/compete-math";
import { formatMicro } from "../state/money";
import { type MatchRecord, PVP_COINS, PVP_FEE_BPS, sideOf, winnerPayout } from "../state/pvp";
import { parseAmount } from "./amounts";

const TITLE_MAX = 40;

function playerOf(state: DevState, userId: number | null) {
  if (userId === null) return null;
  return { user_id: userId, username: state.users.get(userId)?.username ?? `player_${userId}` };
}

export function matchAnswer(state: DevState, match: MatchRecord, viewerId: number): PvpMatch {
  const mySide = sideOf(match, viewerId);
  const closed = match.status === "settled" || match.status === "cancelled";
  const paid = match.paid.get(viewerId);
  const myResult = !closed || !mySide ? null : match.status === "cancelled" ? "refunded" : match.winner === mySide ? "won" : "lost";
  return {
    match_id: match.match_id,
    title: match.title,
    host_id: match.host_id,
    host_name: state.users.get(match.host_id)?.username ?? `player_${match.host_id}`,
    coin_name: match.coin_name,
    stake: formatMicro(match.stake_micro),
    fee_bps: match.fee_bps,
    payout: formatMicro(winnerPayout(match.stake_micro, match.fee_bps, match.coin_name)),
    status: match.status,
    sides: (["red", "blue"] as const).map((side) => ({ side, player: playerOf(state, match.seats[side]) })),
    winner_side: match.winner,
    created_at: match.created_at,
    closed_at: match.closed_at,
    my_side: mySide,
    my_result: myResult,
    my_payout: paid === undefined ? null : formatMicro(paid),
    is_host: match.host_id === viewerId,
  };
}

export const pvpRoutes: Route[] = [
  serve(pvp.config, () => ({
    coins: PVP_COINS.map((coin) => ({
      coin_name: coin.coin_name,
      decimals: decimalsOf(coin.coin_name),
      min_stake: formatMicro(coin.min_micro),
      max_stake: formatMicro(coin.max_micro),
    })),
    fee_bps: PVP_FEE_BPS,
  })),
  serve(pvp.matchList, ({ scope }, { state, me }) => {
    const userId = me().user_id;
    const matches = state.pvp.matches.filter((match) =>
      scope === "open" ? match.status === "open" : scope === "mine" ? sideOf(match, userId) !== null : match.host_id === userId,
    );
    return { list: [...matches].reverse().map((match) => matchAnswer(state, match, userId)) };
  }),
  serve(pvp.matchDetail, ({ match_id }, { state, me }) => matchAnswer(state, state.pvp.get(match_id), me().user_id)),
  serveOnce(pvp.joinMatch, ({ match_id, side }, { state, me }) => matchAnswer(state, state.pvp.join(match_id, me().user_id, side), me().user_id)),
  serve(pvp.createMatch, ({ title, coin_name, stake }, { state, me }) => {
    const name = title.trim();
    if (name.length < 3 || name.length > TITLE_MAX) fail(DEV_CODES.INVALID_PARAMS, "Invalid title", { title: [`3 to ${TITLE_MAX} characters`] });
    const coin = PVP_COINS.find((candidate) => candidate.coin_name === coin_name.toUpperCase()) ?? fail(DEV_CODES.INVALID_PARAMS, "Unknown coin", { coin_name: [`One of ${PVP_COINS.map((c) => c.coin_name).join(", ")}`] });
    const micro = parseAmount(stake, "stake");
    if (!fitsCoin(micro, coin.coin_name) || micro < coin.min_micro || micro > coin.max_micro) {
      fail(DEV_CODES.INVALID_PARAMS, "Invalid stake", { stake: [`From ${formatMicro(coin.min_micro)} to ${formatMicro(coin.max_micro)} ${coin.coin_name}`] });
    }
    return matchAnswer(state, state.pvp.create(me().user_id, name, coin.coin_name, micro), me().user_id);
  }),
  serveOnce(pvp.settleMatch, ({ match_id, winner_side }, { state, me }) => matchAnswer(state, state.pvp.settle(match_id, me().user_id, winner_side), me().user_id)),
  serveOnce(pvp.cancelMatch, ({ match_id }, { state, me }) => matchAnswer(state, state.pvp.cancel(match_id, me().user_id), me().user_id)),
];
