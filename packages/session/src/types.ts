// Session-side shapes of SPEC 3 entities. API field names stay snake_case, as the spec writes them.

/** The marker stored as "login type" by every login this client performs. */
export const LOGIN_TYPE_MARKER = "login_v2";
export type LoginType = typeof LOGIN_TYPE_MARKER;

/** What login stores: the pair that authenticates every call, plus the display name and marker. */
export interface Credentials {
  userId: number;
  secretKey: string;
  userName: string;
  loginType: LoginType;
}

/** User info as the client keeps it (SPEC 3). The server sends more; extra fields are kept as is. */
export interface UserInfo {
  phone_number?: string;
  /** Phone numbers linked as MoMo accounts. */
  momo_account_list?: string[];
  userId?: number;
  [field: string]: unknown;
}

/** The native host's environment (SPEC 3 "AppEnvironment"), as @repo/native-bridge reads it. */
export type { AppEnvironment } from "@repo/native-bridge/types";

/** Open-app config (SPEC 3). */
export interface OpenAppCfg {
  user_secret_key?: string;
  location_info?: { country_code?: string; country_by_ip?: string };
}

export interface BearWallet {
  currency_symbol: string;
  coin_name_extra: string;
}

/** Where the app runs (DESIGN: the platform adapter's `kind`). */
export type PlatformKind = "web" | "page-model" | "telegram" | "native" | "luckybear-web";

export type Brand = "xworld" | "luckybear";
