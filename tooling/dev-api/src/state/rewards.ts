// The player's rewards (activity service): rewards waiting to be claimed, and the history of every
// reward received, which pools, stakes, invest, lucky codes and the newbie activity also write to.
import { DEV_CODES, fail } from "../envelope";
import { toMicro } from "./money";

export interface ClaimableRecord {
  reward_id: number;
  user_id: number;
  source: string;
  title: string;
  amount_micro: number;
  coin_name: string;
  expires_at: number | null;
  claimed_at: number | null;
}

export interface RewardHistoryRecord {
  record_id: number;
  user_id: number;
  source: string;
  title: string;
  amount_micro: number;
  coin_name: string;
  time: number;
}

export class RewardStore {
  readonly claimable: ClaimableRecord[] = [];
  readonly history: RewardHistoryRecord[] = [];
  private nextRewardId = 1;
  private nextRecordId = 1;

  constructor(private readonly nowSeconds: () => number) {}

  grant(fields: Omit<ClaimableRecord, "reward_id" | "claimed_at">): ClaimableRecord {
    const record = { ...fields, reward_id: this.nextRewardId++, claimed_at: null };
    this.claimable.push(record);
    return record;
  }

  /** A reward received, in the history. `time` defaults to now. */
  record(fields: Omit<RewardHistoryRecord, "record_id" | "time"> & { time?: number }): RewardHistoryRecord {
    const record = { ...fields, record_id: this.nextRecordId++, time: fields.time ?? this.nowSeconds() };
    this.history.push(record);
    return record;
  }

  /** What the player can claim now, oldest first. */
  waiting(userId: number): ClaimableRecord[] {
    const now = this.nowSeconds();
    return this.claimable.filter((reward) => reward.user_id === userId && reward.claimed_at === null && (reward.expires_at === null || reward.expires_at > now));
  }

  /** Marks a reward claimed, once; the route pays it. */
  claim(userId: number, rewardId: number): ClaimableRecord {
    const reward = this.claimable.find((candidate) => candidate.reward_id === rewardId && candidate.user_id === userId);
    if (!reward) return fail(DEV_CODES.NOT_AVAILABLE, "This reward does not exist");
    if (reward.claimed_at !== null) return fail(DEV_CODES.ALREADY_DONE, "You have already claimed this reward");
    if (reward.expires_at !== null && reward.expires_at <= this.nowSeconds()) return fail(DEV_CODES.NOT_AVAILABLE, "This reward has expired");
    reward.claimed_at = this.nowSeconds();
    this.record({ user_id: userId, source: reward.source, title: reward.title, amount_micro: reward.amount_micro, coin_name: reward.coin_name });
    return reward;
  }

  /** Newest first. */
  historyOf(userId: number): RewardHistoryRecord[] {
    return this.history.filter((record) => record.user_id === userId).sort((a, b) => b.time - a.time || b.record_id - a.record_id);
  }
}

/** The seeded player's rewards: three to claim (one more has expired) and 24 days of history. */
export function seedRewards(store: RewardStore, userId: number, now: number): void {
  const day = 86_400;
  store.grant({ user_id: userId, source: "daily", title: "Daily check-in bonus", amount_micro: toMicro(50), coin_name: "KC", expires_at: now + 20 * 3_600 });
  store.grant({ user_id: userId, source: "invite", title: "Invite bonus: 3 friends recharged", amount_micro: toMicro(1.5), coin_name: "USDT", expires_at: null });
  store.grant({ user_id: userId, source: "event", title: "Weekend event reward", amount_micro: toMicro(200), coin_name: "WH", expires_at: now + 3 * day });
  store.grant({ user_id: userId, source: "event", title: "Spring event reward", amount_micro: toMicro(80), coin_name: "WH", expires_at: now - day });
  for (let daysAgo = 24; daysAgo >= 1; daysAgo -= 1) {
    store.record({ user_id: userId, source: "daily", title: "Daily check-in bonus", amount_micro: toMicro(10), coin_name: "KC", time: now - daysAgo * day });
  }
}
