// Schemas shared by several services. Field names keep the spec's spelling.
import { z } from "zod/mini";
import { appLink } from "../url";

export const empty = z.object({});

/**
 * Spec: not shown — how a money action survives a retry. Choice: every call that moves money takes an
 * optional `idempotency_key` (one random id per confirmed attempt, the same on every retry of it); the
 * server answers a repeat with the first answer instead of moving the money again, and refuses a key
 * reused for a different request.
 */
export const idempotencyInput = { idempotency_key: z.optional(z.string().check(z.regex(/^[\w-]{8,64}$/))) };

/** `{ ok: true }`: the answer of calls that only change state. */
export const ok = z.object({ ok: z.boolean() });

export const pageInput = z.object({ page: z.number(), page_size: z.number() });

/** Spec section 9: invite (and other) lists page by 20. */
export const DEFAULT_PAGE_SIZE = 20;

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });
}

/** Answer of every login call (phone, third party, Telegram, e-mail ...). */
export const loginResult = z.object({
  user_id: z.number(),
  user_secret_key: z.string(),
  username: z.string(),
  /** The login-type marker (spec: "login_v2"). */
  user_login: z.string(),
  new_user: z.boolean(),
});

export const userInfo = z.object({
  user_id: z.number(),
  username: z.string(),
  phone_number: z.string(),
  momo_account_list: z.array(z.string()),
  country_code: z.string(),
  vip_level: z.number(),
  avatar: z.string(),
});

export const banner = z.object({
  id: z.number(),
  image: z.string(),
  title: z.string(),
  /** A route inside the app or an absolute http(s) URL. */
  link: appLink,
});

export const coinRow = z.object({
  coin_logo: z.string(),
  coin_name: z.string(),
  /** Decimal strings (the calls are made with str_amount: true). */
  money_all: z.string(),
  usdt_money_all: z.string(),
});

/** A unix time in seconds (ten digits); read it with `toDate` from `@repo/api-client/time`. */
export const unixTime = z.number();

export type LoginResult = z.infer<typeof loginResult>;
export type UserInfo = z.infer<typeof userInfo>;
export type Banner = z.infer<typeof banner>;
export type CoinRow = z.infer<typeof coinRow>;

/** Answer of the open-app config calls (spec section 3, "Open-app config"). */
export const openAppCfg = z.object({
  user_secret_key: z.string(),
  location_info: z.object({ country_code: z.string(), country_by_ip: z.string() }),
});

/** Input of OpenAppCfgV2 and its LB variant: the host environment and usage counters. */
export const openAppCfgInput = z.object({
  user_id: z.number(),
  envContext: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  usage_stats: z.optional(z.record(z.string(), z.number())),
});

export type OpenAppCfg = z.infer<typeof openAppCfg>;
