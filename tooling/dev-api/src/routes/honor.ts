// Honor service: the player's achievements (counted live from the other compete stores), claims, the board.
import { type Achievement, honorEndpoints as honor } from "@repo/api-client/endpoints/honor";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { ACHIEVEMENTS, type AchievementDef, type HonorFacts, achievementById, achievementIcon } from "../state/honor";
import { sideOf } from "../state/pvp";
import { avatarOf } from "../state/users";

const BOARD_SIZE = 50;

/** What the player did, read from the stores the achievements count. */
export function honorFacts(state: DevState, userId: number): HonorFacts {
  const matches = state.pvp.matches.filter((match) => sideOf(match, userId) !== null);
  const battles = state.battles.entered(userId).map((record) => record.standings.get(userId));
  const bets = state.bitGame.bets.filter((bet) => bet.user_id === userId);
  return {
    pvpJoined: matches.length,
    pvpWon: matches.filter((match) => match.status === "settled" && match.winner === sideOf(match, userId)).length,
    battleEntries: battles.reduce((sum, standing) => sum + (standing?.entries ?? 0), 0),
    battlePodiums: battles.filter((standing) => standing?.final_rank !== null && standing?.final_rank !== undefined && standing.final_rank <= 3).length,
    betsPlaced: bets.length,
    betsWon: bets.filter((bet) => bet.status === "won").length,
    invited: state.luckyBear.accounts.of(userId).invites.length,
    partnerApproved: state.partners.of(userId)?.status === "approved",
  };
}

function achievementAnswer(state: DevState, def: AchievementDef, userId: number, facts: HonorFacts): Achievement {
  const claimedAt = state.honor.claimedAt(userId, def.id);
  const progress = Math.min(def.count(facts), def.goal);
  return {
    achievement_id: def.id,
    title: def.title,
    how_to: def.how_to,
    icon: achievementIcon(def.id),
    goal: def.goal,
    progress,
    points: def.points,
    status: claimedAt !== null ? "claimed" : progress >= def.goal ? "earned" : "in_progress",
    claimed_at: claimedAt,
  };
}

function rankOf(state: DevState, userId: number): number | null {
  const index = state.honor.board().findIndex((row) => row.user_id === userId);
  return index < 0 ? null : index + 1;
}

export const honorRoutes: Route[] = [
  serve(honor.profile, (_input, { state, me }) => {
    const userId = me().user_id;
    const facts = honorFacts(state, userId);
    return {
      honor_points: state.honor.points(userId),
      rank: rankOf(state, userId),
      achievements: ACHIEVEMENTS.map((def) => achievementAnswer(state, def, userId, facts)),
    };
  }),
  serve(honor.claim, ({ achievement_id }, { state, me }) => {
    const userId = me().user_id;
    const def = achievementById(achievement_id);
    const facts = honorFacts(state, userId);
    state.honor.claim(userId, def, facts);
    return { achievement: achievementAnswer(state, def, userId, facts), honor_points: state.honor.points(userId) };
  }),
  serve(honor.board, (_input, { state, me }) => {
    const userId = me().user_id;
    return {
      list: state.honor.board().slice(0, BOARD_SIZE).map((row, index) => ({
        rank: index + 1,
        user_id: row.user_id,
        username: state.users.get(row.user_id)?.username ?? `player_${row.user_id}`,
        avatar: state.users.get(row.user_id)?.avatar ?? avatarOf(row.user_id),
        honor_points: row.points,
        badges: row.badges,
      })),
      my_rank: rankOf(state, userId),
      my_points: state.honor.points(userId),
    };
  }),
];
