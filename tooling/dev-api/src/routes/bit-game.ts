// Bit game service: the boards of /win and /inbet, bets, round results, the player's bets, and the
// money pages that move money between the wallet and the game balance.
import { type BitBoard, type PlacedBet, bitGameEndpoints as bitGame } from "@repo/api-client/endpoints/bit-game";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { BOARDS, type BetRecord, type TransferRecord } from "../state/bit-game";
import { decimalsOf } from "../state/compete-math";
import { formatMicro } from "../state/money";
import { parseAmount } from "./amounts";
import { paginate } from "./paging";

const RECENT_RESULTS = 20;

function roundAnswer(state: DevState, board: BitBoard, roundId: number) {
  return { round_id: roundId, ...state.bitGame.times(board, roundId), status: state.bitGame.status(board, roundId) };
}

function betAnswer(state: DevState, bet: BetRecord): PlacedBet {
  return {
    bet_id: bet.bet_id,
    board: bet.board,
    round_id: bet.round_id,
    option: bet.option,
    amount: formatMicro(bet.amount_micro),
    odds: bet.odds,
    status: bet.status,
    payout: bet.payout_micro === null ? null : formatMicro(bet.payout_micro),
    result: bet.status === "pending" ? null : state.bitGame.result(bet.board, bet.round_id),
    placed_at: bet.placed_at,
  };
}

const transferAnswer = (record: TransferRecord) => ({
  transfer_id: record.transfer_id,
  direction: record.direction,
  amount: formatMicro(record.amount_micro),
  time: record.time,
});

function balances(state: DevState, userId: number, board: BitBoard) {
  return {
    game_balance: formatMicro(state.bitGame.gameBalance(userId, board)),
    wallet_balance: formatMicro(state.wallet.balance(userId, BOARDS[board].coin)),
  };
}

export const bitGameRoutes: Route[] = [
  serve(bitGame.board, ({ board }, { state, user }) => {
    state.bitGame.settleDue(board);
    const config = BOARDS[board];
    const roundId = state.bitGame.currentRoundId(board);
    return {
      board,
      coin_name: config.coin,
      decimals: decimalsOf(config.coin),
      min_bet: formatMicro(config.min_micro),
      max_bet: formatMicro(config.max_micro),
      period_seconds: config.period,
      lock_seconds: config.lock,
      options: config.options.map((option) => ({ ...option })),
      round: roundAnswer(state, board, roundId),
      recent: state.bitGame.recent(board, RECENT_RESULTS),
      my_round_bets: user ? state.bitGame.betsOf(user.user_id, board, roundId).map((bet) => betAnswer(state, bet)) : [],
      game_balance: user ? formatMicro(state.bitGame.gameBalance(user.user_id, board)) : null,
    };
  }),
  serveOnce(bitGame.placeBet, ({ board, round_id, option, amount }, { state, me }) => {
    const userId = me().user_id;
    const bet = state.bitGame.placeBet(userId, board, round_id, option, parseAmount(amount));
    return { bet: betAnswer(state, bet), game_balance: formatMicro(state.bitGame.gameBalance(userId, board)) };
  }),
  serve(bitGame.roundResult, ({ board, round_id }, { state, me }) => {
    state.bitGame.settleDue(board);
    return {
      round: roundAnswer(state, board, round_id),
      result: state.bitGame.result(board, round_id),
      my_bets: state.bitGame.betsOf(me().user_id, board, round_id).map((bet) => betAnswer(state, bet)),
    };
  }),
  serve(bitGame.betHistory, ({ board, page, page_size }, { state, me }) => {
    state.bitGame.settleDue(board);
    return paginate(state.bitGame.betsOf(me().user_id, board).map((bet) => betAnswer(state, bet)), page, page_size);
  }),
  serve(bitGame.money, ({ board }, { state, me }) => {
    state.bitGame.settleDue(board);
    const userId = me().user_id;
    const config = BOARDS[board];
    return {
      board,
      coin_name: config.coin,
      decimals: decimalsOf(config.coin),
      ...balances(state, userId, board),
      min_transfer: formatMicro(config.min_transfer_micro),
      transfers: state.bitGame.transfersOf(userId, board).slice(0, 20).map(transferAnswer),
    };
  }),
  serveOnce(bitGame.transfer, ({ board, direction, amount }, { state, me }) => {
    const userId = me().user_id;
    const record = state.bitGame.transfer(userId, board, direction, parseAmount(amount));
    return { transfer: transferAnswer(record), ...balances(state, userId, board) };
  }),
];
