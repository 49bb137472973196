// The casino's side of a player: spins, lotteries, VIP, invites, agents, favourites, locks ...
import { assetPath } from "../assets";
import { toMicro } from "./money";
import { PerUser, userRandom } from "./per-user";

export const LB_COIN = "LB-USDT";

/** Newbie period: accounts younger than this get newbie tasks; older ones get ERROR_OUTOF_NEWBIE. */
export const NEWBIE_DAYS = 7;

export const NEWBIE_TASKS = [
  { id: "first_login", title: "Log in to Lucky Bear", action: "login", reward_micro: toMicro(0.5) },
  { id: "first_game", title: "Play your first game", action: "play_game", reward_micro: toMicro(1) },
  { id: "first_recharge", title: "Make your first recharge", action: "recharge", reward_micro: toMicro(2) },
] as const;

export const SPIN_PRIZES = [
  { id: 1, name: "0.1 USDT", icon: assetPath("spin", 1), amount_micro: toMicro(0.1) },
  { id: 2, name: "0.5 USDT", icon: assetPath("spin", 2), amount_micro: toMicro(0.5) },
  { id: 3, name: "1 USDT", icon: assetPath("spin", 3), amount_micro: toMicro(1) },
  { id: 4, name: "5 USDT", icon: assetPath("spin", 4), amount_micro: toMicro(5) },
  { id: 5, name: "20 USDT", icon: assetPath("spin", 5), amount_micro: toMicro(20) },
] as const;

export const GIFT_CODES: Readonly<Record<string, number>> = {
  WELCOME2024: toMicro(5),
  LUCKYBEAR: toMicro(1),
};

/** Codes of a campaign that has ended: known, but refused as expired. */
export const EXPIRED_GIFT_CODES: ReadonlySet<string> = new Set(["SPRING2023"]);

export const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => ({
  level,
  required_bet_micro: toMicro(level === 0 ? 0 : 100 * 2 ** (level - 1)),
  reward_micro: toMicro(level * 2),
}));

export const RT_PRIZES = [
  { prize_id: 1, name: "Bronze bet prize", required_bet_micro: toMicro(50), reward_micro: toMicro(1) },
  { prize_id: 2, name: "Silver bet prize", required_bet_micro: toMicro(500), reward_micro: toMicro(8) },
  { prize_id: 3, name: "Gold bet prize", required_bet_micro: toMicro(5000), reward_micro: toMicro(60) },
] as const;

/** Local currency → how many units make one USDT. */
export const CURRENCY_RATES: Readonly<Record<string, number>> = {
  USDT: 1,
  VND: 25_000,
  PHP: 56,
  BRL: 5,
  THB: 36,
  IDR: 16_000,
  MYR: 4.7,
  RUB: 90,
  MXN: 17,
  UZS: 12_500,
  KZT: 450,
  AZN: 1.7,
};

export interface SpinRecord {
  spin_id: number;
  prize_id: number;
  time: number;
}

export interface LotteryDraw {
  draw_id: number;
  status: "drawing" | "won" | "lost";
  reward_micro: number;
}

export interface LockRecord {
  lock_id: number;
  amount_micro: number;
  reason: string;
  unlock_at: number;
  released: boolean;
}

export interface InviteRecord {
  user_id: number;
  registered_at: number;
  recharge_micro: number;
  recharged_at: number | null;
  /** The agent link the player came through, if any. */
  link_id: number | null;
}

export interface AgentLink {
  id: number;
  name: string;
  code: string;
  created_at: number;
  registered: number;
  recharged: number;
}

export interface OrderRecord {
  order_id: string;
  user_id: number;
  type: "recharge" | "withdraw";
  amount: string;
  currency: string;
  usdt_micro: number;
  status: string;
  channel: string;
  account: string;
  created_at: number;
}

export interface ChampRecord {
  champ_id: number;
  title: string;
  start_at: number;
  end_at: number;
  prize_pool_micro: number;
  game_ids: number[];
}

function seedChamps(now: number): ChampRecord[] {
  const day = 86_400;
  return [
    { champ_id: 1, title: "Slots championship (last week)", start_at: now - 10 * day, end_at: now - 3 * day, prize_pool_micro: toMicro(5_000), game_ids: [100, 107, 114] },
    { champ_id: 2, title: "Crash cup", start_at: now - 2 * day, end_at: now + 5 * day, prize_pool_micro: toMicro(10_000), game_ids: [102, 109] },
    { champ_id: 3, title: "Live casino masters", start_at: now + 3 * day, end_at: now + 10 * day, prize_pool_micro: toMicro(20_000), game_ids: [103, 110] },
  ];
}

/** A player's score in a championship: fixed per seed, user and championship. */
export function champScoreMicro(seed: number, userId: number, champId: number): number {
  return toMicro(userRandom(seed, userId, 100 + champId).int(0, 5_000));
}

export interface LbAccount {
  registered: boolean;
  ga_client_id: string | null;
  spin_chances: number;
  spins: SpinRecord[];
  /** The UTC day (days since the epoch) of the last free lottery draw: one draw per day. */
  lottery_drawn_day: number | null;
  draws: LotteryDraw[];
  newbie_done: Set<string>;
  vip_received: Set<number>;
  gift_codes: Set<string>;
  rt_received: Set<number>;
  champ_received: Set<number>;
  favourites: number[];
  agent: "approved" | null;
  links: AgentLink[];
  locks: LockRecord[];
  closed_popups: Set<number>;
  invites: InviteRecord[];
  total_bet_micro: number;
  recent_games: number[];
  /** Rounds played on the stand-in game pages (each one draws its outcome from its own PRNG). */
  rounds_played: number;
  /** Bets placed in a running championship's games: championship id → micro units. */
  champ_bet_micro: Map<number, number>;
}

export function createLuckyBearRecords(seed: number, nowSeconds: () => number) {
  let nextId = 1;
  const id = () => nextId++;
  const accounts = new PerUser<LbAccount>((userId) => {
    const random = userRandom(seed, userId, 2);
    const now = nowSeconds();
    return {
      registered: false,
      ga_client_id: null,
      spin_chances: 3,
      spins: [],
      lottery_drawn_day: null,
      draws: [],
      newbie_done: new Set(),
      vip_received: new Set(),
      gift_codes: new Set(),
      rt_received: new Set(),
      champ_received: new Set(),
      favourites: [],
      agent: null,
      links: [],
      locks: [
        { lock_id: userId * 10 + 1, amount_micro: toMicro(random.int(2, 9)), reason: "Deposit bonus", unlock_at: now - 3_600, released: false },
        { lock_id: userId * 10 + 2, amount_micro: toMicro(random.int(10, 30)), reason: "Weekly cashback", unlock_at: now + 5 * 86_400, released: false },
      ],
      closed_popups: new Set(),
      invites: [],
      total_bet_micro: toMicro(random.int(0, 900)),
      recent_games: [],
      rounds_played: 0,
      champ_bet_micro: new Map(),
    };
  });
  return {
    accounts,
    nextId: id,
    /** Invite code → inviter. */
    inviteCodeOf: (userId: number) => `LB${userId}`,
    /** Agent link code → agent user id and link id. */
    agentCodes: new Map<string, { user_id: number; link_id: number }>(),
    orders: [] as OrderRecord[],
    champs: seedChamps(nowSeconds()),
  };
}

export type LuckyBearRecords = ReturnType<typeof createLuckyBearRecords>;
