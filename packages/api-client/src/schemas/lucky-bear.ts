// Item schemas of the lucky bear service. Amounts are decimal strings.
import { z } from "zod/mini";
import { appLink, httpUrl } from "../url";
import { banner, unixTime } from "./common";

export const GAME_PROVIDERS = ["inbet", "retiger", "pg", "turbo", "bridge", "ppgame", "imperium"] as const;
export type GameProvider = (typeof GAME_PROVIDERS)[number];

export function isGameProvider(value: unknown): value is GameProvider {
  return typeof value === "string" && (GAME_PROVIDERS as readonly string[]).includes(value);
}

export const game = z.object({
  game_id: z.number(),
  name: z.string(),
  /** One of GAME_PROVIDERS; kept a string so a new provider does not break the list. */
  provider: z.string(),
  icon: z.string(),
  category: z.string(),
  hot: z.boolean(),
  new: z.boolean(),
});

export const luckyBearHome = z.object({
  jackpot: z.object({ amount: z.string(), currency: z.string() }),
  banners: z.array(banner),
  online_players: z.number(),
  /** Recent big wins for the marquee. */
  recent_wins: z.array(
    z.object({ username: z.string(), game_name: z.string(), amount: z.string(), currency: z.string(), time: unixTime }),
  ),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const reward = z.object({ amount: z.string(), coin_name: z.string() });

export const ORDER_TYPES = ["recharge", "withdraw"] as const;

export const order = z.object({
  order_id: z.string(),
  type: z.enum(ORDER_TYPES),
  amount: z.string(),
  currency: z.string(),
  usdt_amount: z.string(),
  status: z.string(),
  created_at: unixTime,
});

export const spinPrize = z.object({ id: z.number(), name: z.string(), icon: z.string(), amount: z.string(), coin_name: z.string() });

export const spinRecord = z.object({
  spin_id: z.number(),
  prize: spinPrize,
  time: unixTime,
});

export const ranked = z.object({ rank: z.number(), user_id: z.number(), username: z.string(), avatar: z.string() });

export const inviteUser = z.object({
  user_id: z.number(),
  username: z.string(),
  avatar: z.string(),
  registered_at: unixTime,
  recharged: z.boolean(),
  reward: z.string(),
});

export const newbieTask = z.object({
  id: z.string(),
  title: z.string(),
  /** The report_user_action `action` that completes it. */
  action: z.string(),
  reward: reward,
  done: z.boolean(),
  received: z.boolean(),
});

export const popup = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
  link: appLink,
  show_once: z.boolean(),
});

export const agentInviteLink = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  link: httpUrl,
  created_at: unixTime,
  registered: z.number(),
  recharged: z.number(),
});

/**
 * Spec: not shown — where an agent finds players. Choice: these channels, one per application; the
 * dev API refuses any other.
 */
export const AGENT_CHANNELS = ["telegram", "facebook", "tiktok", "youtube", "whatsapp", "other"] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

/** An agent application: none made yet, waiting for review, or approved. */
export const AGENT_STATUSES = ["none", "pending", "approved"] as const;

export const subAgentSummary = z.object({
  user_id: z.number(),
  username: z.string(),
  /** When the sub-agent joined through the agent's invite. */
  joined_at: unixTime,
  links: z.number(),
  registered: z.number(),
  recharged: z.number(),
  /** USDT recharged by the players the sub-agent brought. */
  recharge_amount: z.string(),
});

export const CHAMP_STATUSES = ["upcoming", "running", "ended"] as const;

export const champ = z.object({
  champ_id: z.number(),
  title: z.string(),
  status: z.enum(CHAMP_STATUSES),
  start_at: unixTime,
  end_at: unixTime,
  prize_pool: z.string(),
  coin_name: z.string(),
});

/** What a provider's game needs to start (per-game init config). */
export const gameInitConfig = z.object({
  game_id: z.number(),
  provider: z.string(),
  launch_url: httpUrl,
  session_token: z.string(),
  currency: z.string(),
  language: z.string(),
  lobby_url: appLink,
  /** Provider-specific settings, as strings. */
  extra: z.record(z.string(), z.string()),
});

export type Game = z.infer<typeof game>;
export type LuckyBearHome = z.infer<typeof luckyBearHome>;
export type Order = z.infer<typeof order>;
export type NewbieTask = z.infer<typeof newbieTask>;
export type Popup = z.infer<typeof popup>;
export type AgentInviteLink = z.infer<typeof agentInviteLink>;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export type SubAgentSummary = z.infer<typeof subAgentSummary>;
export type Champ = z.infer<typeof champ>;
export type GameInitConfig = z.infer<typeof gameInitConfig>;
