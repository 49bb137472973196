// The records of issue 17's services: payment methods and payouts (pay), profiles and their games
// (profile), posts and reports (interaction), server popups (popups) and when an inviter's code was
// bound (user). Seeded from the seed and the task catalog; everything else starts empty.
import type { PaymentMethodType, PayoutOrder } from "@repo/api-client/endpoints/pay";
import type { TaskItem, TaskRichTextBlock } from "@repo/api-client/endpoints/task";
import { assetPath, videoPath } from "../assets";
import { TASK_GAMES } from "./catalog";
import { PerUser, userRandom } from "./per-user";
import type { TaskCatalog } from "./task-catalog";
import { SEEDED_USER } from "./users";

export interface PaymentMethodRecord {
  method_id: number;
  user_id: number;
  type: PaymentMethodType;
  provider: string;
  /** Digits only. */
  account: string;
  holder_name: string;
  created_at: number;
}

export interface PayoutRecord {
  order_id: string;
  user_id: number;
  coin_name: string;
  amount_micro: number;
  fee_micro: number;
  method: PayoutOrder["method"];
  time: number;
}

export interface ProfileRecord {
  bio: string;
  avatar_id: number;
  language: string;
  setup: { name: boolean; avatar: boolean; language: boolean; finished: boolean };
  /** When the name was last changed by the player (unix seconds). */
  name_changed_at: number | null;
  /** The player's games (product ids), oldest first, and the ones the profile shows, in order. */
  games: number[];
  showcase: number[];
}

export interface PostRecord {
  post_id: number;
  user_id: number;
  title: string;
  cover: string;
  blocks: TaskRichTextBlock[];
  like_count: number;
  created_at: number;
}

export interface PopupRecord {
  popup_id: number;
  title: string;
  image: string;
  body: TaskRichTextBlock[];
  link: string;
  button_text: string;
  show_once: boolean;
}

/** A game of the platform: a name of the task catalog and the first product id that stands for it. */
export interface CatalogGame {
  product_id: number;
  name: string;
  icon: string;
  summary: string;
}

/** Spec: not shown — which banks and e-wallets. Choice: well-known ones of the spec's markets. */
export const PAYMENT_PROVIDERS: Readonly<Record<PaymentMethodType, readonly string[]>> = {
  bank: ["Vietcombank", "Techcombank", "BIDV", "Banco do Brasil", "Bank Central Asia", "Kasikornbank", "Maybank", "Sberbank", "BBVA México"],
  ewallet: ["MoMo", "ZaloPay", "PIX", "GoPay", "TrueMoney", "Touch 'n Go", "GCash", "Payme"],
};

/** The avatars a player may pick from (ids 0 to 11, the same pictures new accounts get). */
export const AVATAR_IDS = Array.from({ length: 12 }, (_, id) => id);
export const avatarUrl = (avatarId: number) => assetPath("avatars", avatarId);

const DAY = 86_400;

/** One product id per game of the task catalog (the first item that stands for it). */
export function catalogGames(tasks: readonly TaskItem[], catalog: TaskCatalog): CatalogGame[] {
  return TASK_GAMES.flatMap((name) => {
    const item = tasks.find((task) => catalog.gameOf(task.productId)?.name === name);
    const game = item ? catalog.gameOf(item.productId) : undefined;
    if (!item || !game) return [];
    const first = game.description[0];
    const summary = first?.type === "text" && typeof first.text === "string" ? first.text : name;
    return [{ product_id: item.productId, name, icon: game.icon, summary }];
  }).sort((a, b) => a.name.localeCompare(b.name));
}

function seedPosts(nowSeconds: number): PostRecord[] {
  const author = (index: number) => SEEDED_USER.user_id + index;
  const at = (daysAgo: number) => nowSeconds - daysAgo * DAY - 3 * 3_600;
  return [
    {
      post_id: 1,
      user_id: author(0),
      title: "How I finished every Farm Story task in a week",
      cover: assetPath("posts", "farm-story"),
      like_count: 128,
      created_at: at(2),
      blocks: [
        { type: "text", text: [{ text: "Farm Story", bold: true }, { text: " pays well if you plan your week. Here is what worked for me." }] },
        { type: "text", format: "h2", text: "My routine" },
        { type: "text", format: "ol", text: "", items: ["Take the daily task first thing in the morning.", "Plant the slow crops before you log off.", [{ text: "Claim before the deadline: ", italic: true }, { text: "the clock does not wait." }]] },
        { type: "image", url: assetPath("post-images", "farm-field"), alt: "A field of crops in Farm Story", width: 120, height: 120 },
        { type: "text", format: "blockquote", text: "Slow and steady fills the wallet." },
        { type: "gif", url: assetPath("post-images", "harvest"), alt: "The harvest animation", width: 120, height: 120 },
        { type: "video", url: videoPath("farm-tour"), poster: assetPath("post-images", "farm-tour"), width: 320, height: 180 },
        { type: "text", format: "ul", text: "Free to play\nNo luck needed\nRewards in XB" },
        { type: "text", text: [{ text: "More tips in the " }, { text: "help centre", href: "/user/feedback" }, { text: "." }] },
      ],
    },
    {
      post_id: 2,
      user_id: author(0),
      title: "Dragon Quest: the boss guide",
      cover: assetPath("posts", "dragon-quest"),
      like_count: 54,
      created_at: at(6),
      blocks: [
        { type: "text", text: "The third boss hits hard. Bring two potions and wait for the red flash." },
        { type: "image", url: assetPath("post-images", "dragon"), alt: "The dragon boss", width: 120, height: 120 },
      ],
    },
    {
      post_id: 3,
      user_id: author(1),
      title: "Crypto Kart season two is here",
      cover: assetPath("posts", "crypto-kart"),
      like_count: 301,
      created_at: at(1),
      blocks: [
        { type: "text", format: "h2", text: "New tracks" },
        { type: "text", format: "ul", text: "Neon City\nDesert Loop\nIce Bridge" },
        { type: "gif", url: assetPath("post-images", "kart-drift"), alt: "A kart drifting through a corner", width: 120, height: 120 },
      ],
    },
    {
      post_id: 4,
      user_id: author(2),
      title: "Word Land for beginners",
      cover: assetPath("posts", "word-land"),
      like_count: 12,
      created_at: at(9),
      blocks: [{ type: "text", text: "Start with four-letter words: they score fast and open the bonus board." }],
    },
  ];
}

function seedPopups(): PopupRecord[] {
  return [
    {
      popup_id: 1,
      title: "Top up and play more",
      image: assetPath("popups", "recharge"),
      body: [
        { type: "text", text: "Your deposit address is ready on every chain." },
        { type: "text", format: "ul", text: "Send USDT on Tron, BNB Smart Chain or Solana\nIt arrives in minutes" },
      ],
      link: "/activity/recharge_dialog",
      button_text: "Recharge now",
      show_once: false,
    },
    {
      popup_id: 2,
      title: "Invite friends, earn together",
      image: assetPath("popups", "invite"),
      body: [{ type: "text", text: [{ text: "Every friend who joins with your link earns you both " }, { text: "XB", bold: true }, { text: "." }] }],
      link: "/share",
      button_text: "Invite friends",
      show_once: true,
    },
    {
      popup_id: 3,
      title: "Scheduled maintenance",
      image: "",
      body: [{ type: "text", text: "Withdrawals pause for 30 minutes on Sunday at 02:00 UTC. Balances and games are not affected." }],
      link: "",
      button_text: "",
      show_once: true,
    },
  ];
}

export function createAccountRecords(seed: number, nowSeconds: () => number, games: () => CatalogGame[], createdAt: (userId: number) => number | undefined) {
  const startedAt = nowSeconds();
  let cachedGames: CatalogGame[] | null = null;
  const gameList = () => (cachedGames ??= games());
  const profiles = new PerUser<ProfileRecord>((userId) => {
    const owned = gameList();
    // The seeded player has three games and shows two; other players one, shown.
    const count = userId === SEEDED_USER.user_id ? 3 : 1;
    const offset = userRandom(seed, userId, 17).int(0, Math.max(0, owned.length - count));
    const mine = owned.slice(offset, offset + count).map((game) => game.product_id);
    return {
      bio: userId === SEEDED_USER.user_id ? "Farm games in the morning, racing at night." : "",
      avatar_id: userId % AVATAR_IDS.length,
      language: "vi-VN",
      // Accounts made before the dev API started count as set up; a new account has its steps ahead.
      setup: { name: false, avatar: false, language: false, finished: (createdAt(userId) ?? startedAt) < startedAt },
      name_changed_at: null,
      games: mine,
      showcase: mine.slice(0, 2),
    };
  });
  return {
    startedAt,
    /** The platform's games, by name. */
    games: gameList,
    profiles,
    paymentMethods: [] as PaymentMethodRecord[],
    nextMethodId: 1,
    /** The method each player chose as default (absent: their newest). */
    defaultMethod: new Map<number, number>(),
    payouts: [] as PayoutRecord[],
    posts: seedPosts(startedAt),
    /** `${user_id}:${target_type}:${target_id}` of every report made. */
    reports: new Map<string, { report_id: string; reason: string; detail: string; created_at: number }>(),
    popups: seedPopups(),
    /** `${user_id}:${popup_id}` the player has closed or followed. */
    popupsSeen: new Set<string>(),
    /** When a player bound an inviter's code (sign-up invites have no time here). */
    inviteBoundAt: new Map<number, number>(),
  };
}

export type AccountRecords = ReturnType<typeof createAccountRecords>;
