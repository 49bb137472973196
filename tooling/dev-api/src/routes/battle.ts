// Battle service: today's battle, entering it, its leaderboard and the player's record.
import { type Battle, battleEndpoints as battle } from "@repo/api-client/endpoints/battle";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { BATTLE_COIN, BATTLE_ENTRY_FEE, BATTLE_MAX_ENTRIES, BATTLE_PRIZE_SHARES, type BattleRecord, poolOf, prizeFor } from "../state/battle";
import { avatarOf } from "../state/users";
import { formatMicro } from "../state/money";
import { paginate } from "./paging";

const BOARD_SIZE = 50;

function battleAnswer(state: DevState, record: BattleRecord, userId: number): Battle {
  const pool = poolOf(record);
  const mine = record.standings.get(userId);
  return {
    battle_id: record.battle_id,
    title: "Daily battle",
    coin_name: BATTLE_COIN,
    entry_fee: formatMicro(BATTLE_ENTRY_FEE),
    prize_pool: formatMicro(pool),
    starts_at: record.starts_at,
    ends_at: record.ends_at,
    status: record.settled ? "ended" : "running",
    players: record.standings.size,
    max_entries: BATTLE_MAX_ENTRIES,
    prizes: BATTLE_PRIZE_SHARES.map((share_bps, index) => ({ rank: index + 1, share_bps, amount: formatMicro(prizeFor(pool, index + 1)) })),
    my_entries: mine?.entries ?? 0,
    my_best: mine ? mine.best : null,
    my_rank: state.battles.rankOf(record, userId),
  };
}

export const battleRoutes: Route[] = [
  serve(battle.current, (_input, { state, me }) => battleAnswer(state, state.battles.get(state.battles.currentId()), me().user_id)),
  serveOnce(battle.enter, ({ battle_id }, { state, me }) => {
    const userId = me().user_id;
    const { standing, score, isBest } = state.battles.enter(battle_id, userId);
    const record = state.battles.get(battle_id);
    return {
      entry_id: standing.entries,
      battle_id,
      score,
      best_score: standing.best,
      is_best: isBest,
      rank: state.battles.rankOf(record, userId) ?? 0,
      entries_left: BATTLE_MAX_ENTRIES - standing.entries,
    };
  }),
  serve(battle.rank, ({ battle_id }, { state, me }) => {
    const userId = me().user_id;
    const record = state.battles.get(battle_id);
    const ranking = state.battles.ranking(record);
    return {
      battle_id,
      list: ranking.slice(0, BOARD_SIZE).map((standing, index) => ({
        rank: index + 1,
        user_id: standing.user_id,
        username: state.users.get(standing.user_id)?.username ?? `player_${standing.user_id}`,
        avatar: state.users.get(standing.user_id)?.avatar ?? avatarOf(standing.user_id),
        score: standing.best,
      })),
      my_rank: state.battles.rankOf(record, userId),
      my_score: record.standings.get(userId)?.best ?? null,
    };
  }),
  serve(battle.record, ({ page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const items = state.battles.entered(userId).map((record) => {
      const standing = record.standings.get(userId);
      return {
        battle_id: record.battle_id,
        title: "Daily battle",
        coin_name: BATTLE_COIN,
        status: record.settled ? ("ended" as const) : ("running" as const),
        ends_at: record.ends_at,
        entries: standing?.entries ?? 0,
        fees_paid: formatMicro(standing?.fees_micro ?? 0),
        best_score: standing?.best ?? 0,
        rank: record.settled ? (standing?.final_rank ?? null) : state.battles.rankOf(record, userId),
        prize: standing?.prize_micro ? formatMicro(standing.prize_micro) : null,
      };
    });
    return paginate(items, page, page_size);
  }),
];
