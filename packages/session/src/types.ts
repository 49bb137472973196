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

/** The native host's environment (SPEC 3 "AppEnvironment"). Every field may be missing on old hosts. */
export interface AppEnvironment {
  adid?: string;
  country?: string;
  language?: string;
  timezone?: string;
  version?: string;
  android_id?: string;
  did?: string;
  os?: string;
  model?: string;
  bssid?: string;
  client?: string;
  country_code?: string;
  deeplink_offer_task_id?: string;
  debug?: boolean;
}

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
