// The whole in-memory state of the dev API, seeded deterministically.
import { createRandom, type Random } from "../prng";
import { seedAppConfig, seedBanners, seedGames, seedTasks } from "./catalog";
import { toMicro } from "./money";
import { SEEDED_USER, UserStore } from "./users";
import { WalletStore } from "./wallet";

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

  const player = users.add({
    ...SEEDED_USER,
    vip_level: 3,
    momo_account_list: [`0${SEEDED_USER.phone}`],
    logged_in_before: true,
  });
  for (let index = 0; index < 24; index += 1) {
    users.add({
      username: `player_${random.hex(5)}`,
      dial_code: "+84",
      phone: `9${random.digits(8)}`,
      vip_level: random.int(0, 10),
      logged_in_before: true,
    });
  }
  for (const [coin, amount] of [["USDT", 125.5], ["WH", 3000], ["XB", 12000], ["KTHER", 40], ["KC", 800], ["HAPPY", 250]] as const) {
    wallet.change(player.user_id, coin, toMicro(amount), "seed", "opening balance");
  }

  return {
    seed,
    random,
    now,
    users,
    wallet,
    /** Last code sent per full phone number ("+84912345678"). */
    otps: new Map<string, OtpRecord>(),
    tasks: seedTasks(random),
    games: seedGames(random),
    appConfig: seedAppConfig(random, nowSeconds),
    lbBanners: seedBanners(random, "lb"),
    jackpotMicro: toMicro(random.int(800_000, 1_200_000)),
    failRules: [] as FailRule[],
  };
}

export type DevState = ReturnType<typeof createState>;
