// The whole in-memory state of the dev API, seeded deterministically.
import type { IdempotentRecord } from "../idempotent";
import { createRandom, type Random } from "../prng";
import { seedAppConfig, seedBanners, seedGames, seedTasks } from "./catalog";
import { createLuckyBearRecords } from "./lucky-bear";
import { TaskCatalog } from "./task-catalog";
import { TaskProgressStore } from "./task-progress";
import { toMicro } from "./money";
import { SEEDED_USER, UserStore } from "./users";
import { WalletStore } from "./wallet";
import { createWalletRecords } from "./wallet-extras";
import { createCompeteStores } from "./compete";
import { createEarnState } from "./earn";
import { seedCollectibles } from "./collectibles-seed";
import { catalogGames, createAccountRecords } from "./account";

export interface OtpRecord {
  code: string;
  sent_at: number;
  attempts: number;
}

export interface FailRule {
  path?: string;
  code?: number;
  msg?: string;
  httpStatus?: number;
  delayMs?: number;
  /** A hostile answer: not JSON, wrong field types, no data, a body over 5 MB, a body that stalls. */
  hostile?: "non_json" | "wrong_types" | "missing_data" | "huge_body" | "slow_body";
  times: number;
}

export function createState(seed: number, now: () => number) {
  const random: Random = createRandom(seed);
  const nowSeconds = Math.floor(now() / 1000);
  const users = new UserStore(random, now, 10001);
  const wallet = new WalletStore(now);
  const onchain = new WalletStore(now);
  const walletRecords = createWalletRecords(seed);
  const luckyBear = createLuckyBearRecords(seed, () => Math.floor(now() / 1000));

  // Seeded accounts are a month old: past the lucky-bear newbie period.
  const monthAgo = nowSeconds - 30 * 86_400;
  const player = users.add({
    ...SEEDED_USER,
    vip_level: 3,
    momo_account_list: [`0${SEEDED_USER.phone}`],
    logged_in_before: true,
    created_at: monthAgo,
  });
  const others = Array.from({ length: 24 }, () =>
    users.add({
      username: `player_${random.hex(5)}`,
      dial_code: "+84",
      phone: `9${random.digits(8)}`,
      vip_level: random.int(0, 10),
      logged_in_before: true,
      created_at: monthAgo,
    }),
  );
  for (const [coin, amount] of [["USDT", 125.5], ["WH", 3000], ["XB", 12000], ["KTHER", 40], ["KC", 800], ["HAPPY", 250], ["LB-USDT", 60]] as const) {
    wallet.change(player.user_id, coin, toMicro(amount), "seed", "opening balance");
  }
  onchain.change(player.user_id, "USDT", toMicro(20), "seed", "opening balance");
  // The seeded player has invited seven players, three of whom recharged.
  const playerLb = luckyBear.accounts.of(player.user_id);
  playerLb.registered = true;
  // VIP 3 in the casino (levels need 100, 200, 400 and 800 USDT of bets) and past the silver bet prize.
  playerLb.total_bet_micro = toMicro(650);
  // On whole past days (10:00 and 12:00 UTC), so "today" holds nothing seeded at any hour of the day.
  const todayStart = nowSeconds - (nowSeconds % 86_400);
  others.slice(0, 7).forEach((invited, index) => {
    const registeredAt = todayStart - (index + 1) * 86_400 + 10 * 3_600;
    const rechargedAt = index < 3 ? registeredAt + 7_200 : null;
    playerLb.invites.push({
      user_id: invited.user_id,
      registered_at: registeredAt,
      recharge_micro: rechargedAt === null ? 0 : toMicro(20 * (index + 1)),
      recharged_at: rechargedAt,
      link_id: null,
    });
    wallet.change(player.user_id, "LB-USDT", toMicro(1), "invite_reward", invited.username, registeredAt);
    if (rechargedAt !== null) wallet.change(player.user_id, "LB-USDT", toMicro(2), "invite_reward", invited.username, rechargedAt);
  });

  // Seeded here, in the same turn of the shared PRNG as before, so everything after it is unchanged.
  const tasks = seedTasks(random);

  return {
    seed,
    random,
    now,
    users,
    wallet,
    /** Money calls already answered, by player, call and idempotency key (../idempotent.ts). */
    idempotent: new Map<string, IdempotentRecord>(),
    /** Last code sent per full phone number ("+84912345678"). */
    otps: new Map<string, OtpRecord>(),
    tasks,
    /** Games, descriptions and time limits of the seeded tasks. */
    taskCatalog: new TaskCatalog(tasks, seed),
    /** Per-player task progress (taken, completed, reward claimed). */
    taskProgress: new TaskProgressStore(() => Math.floor(now() / 1000)),
    games: seedGames(random),
    appConfig: seedAppConfig(random, nowSeconds),
    lbBanners: seedBanners(random, "lb"),
    jackpotMicro: toMicro(random.int(800_000, 1_200_000)),
    onchain,
    walletRecords,
    luckyBear,
    /** Linked social accounts: `${user_id}:${media_type}` → account name; follows as `${user_id}:${media}:${account}`. */
    socialTokens: new Map<string, string>(),
    follows: new Set<string>(),
    /** Web logins through the Telegram bot: token → who confirmed it. */
    webLogins: new Map<string, { user_id: number | null; expires_at: number }>(),
    /** Offer statistics accepted, newest last. */
    offerStats: [] as { event: string; uid: string; placement: string; ts: number; nonce: string }[],
    /** Texts the server corrects after a release, per "<page>/<locale>": message id → text. */
    pageTexts: new Map<string, Record<string, string>>(),
    recaptchaReports: [] as { action: string; ok: boolean }[],
    failRules: [] as FailRule[],
    /** PvP, battles, the bet game, honor, Sud game rooms and partners (./compete.ts). */
    ...createCompeteStores(seed, () => Math.floor(now() / 1000), wallet, player.user_id, others.map((user) => user.user_id)),
    /** Prize pools, stakes, invest, rewards, lucky codes and the newbie activity (state/earn.ts). */
    earn: createEarnState(() => Math.floor(now() / 1000), { player: player.user_id, others: others.map((other) => other.user_id), tasks }),
    /** Payment methods, payouts, profiles, posts, reports, popups (state/account.ts). */
    account: createAccountRecords(seed, () => Math.floor(now() / 1000), () => catalogGames(tasks, new TaskCatalog(tasks, seed)), (id) => users.get(id)?.created_at),
    /** NFTs, pets, their history, the market and draw chances (seeded last: it adds the trader). */
    collectibles: seedCollectibles({ seed, users, wallet, nowSeconds, player }),
  };
}

export type DevState = ReturnType<typeof createState>;
