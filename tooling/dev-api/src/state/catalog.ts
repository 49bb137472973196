// Seeded content: tasks, lucky-bear games, banners and the app config.
import { assetPath } from "../assets";
import type { AppGlobalConfig } from "@repo/api-client/endpoints/user";
import { GAME_PROVIDERS, type Game } from "@repo/api-client/endpoints/lucky-bear";
import { PRODUCT_TYPES, type TaskItem } from "@repo/api-client/endpoints/task";
import type { Banner } from "@repo/api-client/schemas/common";
import type { Random } from "../prng";

const image = (kind: string, id: number) => assetPath(kind, id);

const TASK_TITLES = ["Reach level", "Install and open", "Win a match in", "Log in 3 days to", "Finish the tutorial of", "Top up once in"];
/** The games tasks are played in; a task's title ends with its game's name. */
export const TASK_GAMES = ["Dragon Quest", "Farm Story", "Space Miner", "Pet Rush", "Gold Rush", "Crypto Kart", "Block Blast", "Word Land"];

export function seedTasks(random: Random): TaskItem[] {
  return Array.from({ length: 45 }, (_, index) => {
    const game = random.pick(TASK_GAMES);
    const productType = random.pick([1, 2, 2, 3]);
    const title = `${random.pick(TASK_TITLES)} ${game}`;
    return {
      productId: 5000 + index,
      taskId: 9000 + index,
      title,
      xbOfferId: `xb-${random.hex(8)}`,
      productType,
      reward: random.int(1, 40) * 100,
      reward_coin: "XB",
      icon: image("tasks", index),
      short_desc: `${game}: ${random.pick(["easy", "medium", "hard"])} task, reward paid within 24 h`,
      // Installing a game is an app offer; those past the home's first page are marked app-only.
      ...(index >= 20 && productType === PRODUCT_TYPES.task && title.startsWith("Install and open") ? { app_only: true } : {}),
    };
  });
}

const GAME_WORDS = ["Fortune", "Tiger", "Mahjong", "Lucky", "Gold", "Dragon", "Sweet", "Wild", "Bear", "Crash", "Aviator", "Mines"];
export const GAME_CATEGORIES = [
  { id: "slots", name: "Slots" },
  { id: "live", name: "Live casino" },
  { id: "crash", name: "Crash" },
  { id: "table", name: "Table games" },
  { id: "fishing", name: "Fishing" },
] as const;

export function seedGames(random: Random): Game[] {
  return Array.from({ length: 70 }, (_, index) => ({
    game_id: 100 + index,
    name: `${random.pick(GAME_WORDS)} ${random.pick(GAME_WORDS)} ${index + 1}`,
    provider: GAME_PROVIDERS[index % GAME_PROVIDERS.length] ?? "inbet",
    icon: image("games", index),
    category: random.pick(GAME_CATEGORIES).id,
    hot: random.bool(0.25),
    new: random.bool(0.15),
  }));
}

/**
 * Where each brand's banners may point: pages that exist on that brand (a banner to the casino from
 * xworld would land on "This page does not exist"). Banner links are locale-less app paths.
 */
export const BANNER_LINKS = {
  xw: ["/wallet", "/share", "/giftcode", "/task/product_v2?productId=5000"],
  lb: ["/luckybear/game/gameTab", "/luckybear/money", "/luckybear", "/luckybear/money/pay"],
} as const satisfies Record<string, readonly string[]>;

export function seedBanners(random: Random, kind: keyof typeof BANNER_LINKS): Banner[] {
  return Array.from({ length: 3 }, (_, index) => ({
    id: index + 1,
    image: image(`${kind}-banners`, index),
    title: `${kind === "lb" ? "Lucky week" : "xworld festival"} #${index + 1}`,
    link: random.pick(BANNER_LINKS[kind]),
  }));
}

export function seedAppConfig(random: Random, now: number): AppGlobalConfig {
  return {
    banners: seedBanners(random, "xw"),
    announcements: [
      { id: 1, title: "Welcome to xworld", content: "Finish tasks, earn XB, swap it in the wallet.", created_at: now - 86_400 },
      { id: 2, title: "Maintenance", content: "The wallet pauses on Sunday 02:00-03:00 UTC.", created_at: now - 3_600 },
    ],
    feature_flags: { feedback_v2: true, new_wallet_ui: random.bool() },
  };
}
