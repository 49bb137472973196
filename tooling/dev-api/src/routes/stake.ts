// Stake (vote) service: projects ranked by what is staked on them; staking (with the wallet's
// allowance, which it uses up) takes XB off the balance, unstaking gives it back; stakes earn their
// project's yearly rate by the second, received on request.
import { stakeEndpoints as stake } from "@repo/api-client/endpoints/stake";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { decimalsOf } from "../state/earn-money";
import { formatMicro } from "../state/money";
import { VOTE_COIN, type VoteProjectRecord } from "../state/votes";
import { amountMicro, countActivity, walletBalanceText } from "./earn-common";

function projectItem(state: DevState, project: VoteProjectRecord, userId: number | null) {
  const votes = state.earn.votes;
  return {
    project_id: project.project_id,
    name: project.name,
    icon: project.icon,
    summary: project.summary,
    rank: votes.rank(project.project_id),
    total_staked: formatMicro(votes.total(project.project_id)),
    voters: votes.voters(project.project_id),
    reward_apr: formatApr(project.apr_micro),
    my_staked: formatMicro(userId === null ? 0 : votes.stakedBy(project.project_id, userId)),
  };
}

/** "36.5", "24": the rate as typed, without trailing zeros. */
const formatApr = (micro: number) => formatMicro(micro).replace(/\.?0+$/, "");

function standing(state: DevState, projectId: number, userId: number) {
  const votes = state.earn.votes;
  return {
    project_id: projectId,
    my_staked: formatMicro(votes.stakedBy(projectId, userId)),
    total_staked: formatMicro(votes.total(projectId)),
    rank: votes.rank(projectId),
    allowance: formatMicro(state.walletRecords.extras.of(userId).allowances.get(projectId) ?? 0),
  };
}

export const stakeRoutes: Route[] = [
  serve(stake.voteProjects, (_input, { state, user }) => {
    const votes = state.earn.votes;
    const list = votes.projects.map((project) => projectItem(state, project, user?.user_id ?? null)).sort((a, b) => a.rank - b.rank);
    const total = votes.projects.reduce((sum, project) => sum + votes.total(project.project_id), 0);
    return { coin_name: VOTE_COIN, total_staked: formatMicro(total), list };
  }),

  serve(stake.voteProject, ({ project_id }, { state, user }) => {
    const project = state.earn.votes.project(project_id);
    return { ...projectItem(state, project, user?.user_id ?? null), description: project.description, min_stake: formatMicro(project.min_stake_micro) };
  }),

  serveOnce(stake.stake, ({ project_id, amount }, { state, me }) => {
    const userId = me().user_id;
    const votes = state.earn.votes;
    const project = votes.project(project_id);
    const micro = amountMicro(amount, decimalsOf(VOTE_COIN), VOTE_COIN);
    if (micro < project.min_stake_micro) fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { amount: [`At least ${formatMicro(project.min_stake_micro)} ${VOTE_COIN}`] });
    const allowances = state.walletRecords.extras.of(userId).allowances;
    const allowance = allowances.get(project_id) ?? 0;
    if (allowance < micro) fail(DEV_CODES.NOT_AVAILABLE, `Approve ${formatMicro(micro)} ${VOTE_COIN} for this project first`);
    state.wallet.change(userId, VOTE_COIN, -micro, "vote_stake", project.name);
    allowances.set(project_id, allowance - micro);
    votes.change(project_id, userId, micro);
    countActivity(state, userId, "stakes");
    return standing(state, project_id, userId);
  }),

  serveOnce(stake.unstake, ({ project_id, amount }, { state, me }) => {
    const userId = me().user_id;
    const votes = state.earn.votes;
    const project = votes.project(project_id);
    const micro = amountMicro(amount, decimalsOf(VOTE_COIN), VOTE_COIN);
    if (micro > votes.stakedBy(project_id, userId)) fail(DEV_CODES.NOT_AVAILABLE, "That is more than you have staked on this project");
    votes.change(project_id, userId, -micro);
    state.wallet.change(userId, VOTE_COIN, micro, "vote_unstake", project.name);
    return standing(state, project_id, userId);
  }),

  serve(stake.myVotes, (_input, { state, me }) => {
    const userId = me().user_id;
    const votes = state.earn.votes;
    const list = votes.projectsOf(userId).map((project) => ({
      project_id: project.project_id,
      name: project.name,
      icon: project.icon,
      rank: votes.rank(project.project_id),
      staked: formatMicro(votes.stakedBy(project.project_id, userId)),
      pending_reward: formatMicro(votes.pending(project.project_id, userId)),
    }));
    const sum = (pick: (project: VoteProjectRecord) => number) => votes.projectsOf(userId).reduce((total, project) => total + pick(project), 0);
    return {
      coin_name: VOTE_COIN,
      total_staked: formatMicro(sum((project) => votes.stakedBy(project.project_id, userId))),
      pending_reward: formatMicro(sum((project) => votes.pending(project.project_id, userId))),
      received_reward: formatMicro(votes.received.get(userId) ?? 0),
      list,
    };
  }),

  serveOnce(stake.claimVoteReward, (_input, { state, me }) => {
    const userId = me().user_id;
    const votes = state.earn.votes;
    const pending = votes.projectsOf(userId).reduce((total, project) => total + votes.pending(project.project_id, userId), 0);
    if (pending <= 0) fail(DEV_CODES.NOT_AVAILABLE, "There is no vote reward to receive yet");
    const paid = votes.takeRewards(userId);
    state.wallet.change(userId, VOTE_COIN, paid, "vote_reward", "Vote rewards");
    state.earn.rewards.record({ user_id: userId, source: "vote", title: "Vote rewards", amount_micro: paid, coin_name: VOTE_COIN });
    return { amount: formatMicro(paid), coin_name: VOTE_COIN, balance: walletBalanceText(state, userId, VOTE_COIN) };
  }),
];
