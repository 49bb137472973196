// One round of a stand-in casino game: the bet leaves the casino balance, the outcome comes from a
// PRNG of (seed, player, round number), the win comes back, and the bet counts where a provider's
// report would make it count: the VIP level and live prizes (total bet), the running championships
// that include the game, the "play your first game" newbie task and the recently played list.
import type { Game } from "@repo/api-client/endpoints/lucky-bear";
import { DEV_CODES, fail } from "../envelope";
import { completeNewbieAction } from "../routes/lucky-bear/common";
import type { DevState } from "../state";
import { LB_COIN } from "../state/lucky-bear";
import { toMicro } from "../state/money";
import { userRandom } from "../state/per-user";
import type { DevUser } from "../state/users";

/** The stakes a stand-in page offers, in LB-USDT. */
export const ROUND_STAKES = [1, 5, 10] as const;

/** Payout per unit staked, in tenths: most rounds lose, some pay back part, a few pay well. */
const PAYOUT_TENTHS = [0, 0, 0, 5, 10, 20, 50] as const;

export interface CasinoRound {
  bet_micro: number;
  win_micro: number;
  balance_micro: number;
}

export function playCasinoRound(state: DevState, user: DevUser, game: Game, stake: number, nowSeconds: number): CasinoRound {
  if (!(ROUND_STAKES as readonly number[]).includes(stake)) fail(DEV_CODES.INVALID_PARAMS, `Stake one of ${ROUND_STAKES.join(", ")} ${LB_COIN}`);
  const betMicro = toMicro(stake);
  if (state.wallet.balance(user.user_id, LB_COIN) < betMicro) fail(DEV_CODES.NOT_AVAILABLE, `Not enough ${LB_COIN} for this stake`);
  const account = state.luckyBear.accounts.of(user.user_id);
  account.rounds_played += 1;
  const tenths = userRandom(state.seed, user.user_id, 9_000 + account.rounds_played).pick(PAYOUT_TENTHS);
  const winMicro = (betMicro / 10) * tenths;
  state.wallet.change(user.user_id, LB_COIN, -betMicro, "game_bet", game.name);
  if (winMicro > 0) state.wallet.change(user.user_id, LB_COIN, winMicro, "game_win", game.name);

  account.total_bet_micro += betMicro;
  for (const champ of state.luckyBear.champs) {
    const running = champ.start_at <= nowSeconds && nowSeconds < champ.end_at;
    if (running && champ.game_ids.includes(game.game_id)) {
      account.champ_bet_micro.set(champ.champ_id, (account.champ_bet_micro.get(champ.champ_id) ?? 0) + betMicro);
    }
  }
  account.recent_games = [game.game_id, ...account.recent_games.filter((id) => id !== game.game_id)].slice(0, 20);
  completeNewbieAction({ state, nowSeconds: () => nowSeconds }, user, "play_game");
  return { bet_micro: betMicro, win_micro: winMicro, balance_micro: state.wallet.balance(user.user_id, LB_COIN) };
}
