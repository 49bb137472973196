// Every local-storage key and cookie name the session owns (SPEC 3 "Stored locally"), in one place.
import { LOCALE_COOKIE } from "@repo/i18n/locales";

// Spec: not shown — the key names. Choice: plain snake_case names, equal to the cookie names login writes.
export const STORAGE_KEYS = {
  userId: "user_id",
  secretKey: "user_secret_key",
  userName: "user_name",
  loginType: "login_type",
  appVersion: "app_version",
  userInfo: "user_info",
  /** The wallet coin the player last chose (xworld). */
  coinType: "coin_type",
  // Spec: not shown — the luckybear brand's coin choice is kept beside xworld's under its own key.
  bearCoinType: "bear_coin_type",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  /** Referral parameters m, c, fbc, fbp as one JSON object (first touch). */
  referral: "referral",
  pageModel: "page_model",
  shareUid: "share_uid",
  countryByIp: "country_by_ip",
  appAdid: "app_adid",
  /** Set once the CPL offer SDK was initialised for this login; logout resets it. */
  cplInit: "cpl_init",
  /** Where the player left the floating feedback ball: `{ side, top }` as JSON (@repo/ui/feedback-ball/position). */
  feedbackBallRest: "feedback_ball_rest",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const WALLET_PASSWORD_PREFIX = "wallet_password_";

/** The wallet password is kept per user, so a second account on the device never sees the first's. */
export function walletPasswordKey(userId: number): string {
  return `${WALLET_PASSWORD_PREFIX}${userId}`;
}

/** Cookie names. Login writes the credentials to cookies too, so server-rendered pages can read them. */
export const COOKIE_NAMES = {
  userId: STORAGE_KEYS.userId,
  secretKey: STORAGE_KEYS.secretKey,
  userName: STORAGE_KEYS.userName,
  loginType: STORAGE_KEYS.loginType,
  language: LOCALE_COOKIE,
} as const;

/** Keys that describe one logged-in player and go away on logout. */
export const LOGIN_KEYS = [
  STORAGE_KEYS.userId,
  STORAGE_KEYS.secretKey,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.loginType,
  STORAGE_KEYS.userInfo,
] as const;
