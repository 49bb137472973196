// Everything SPEC 3 says is stored locally, each as a typed field over the storage adapter.
import { type KeyValueStorage } from "./adapter";
import { booleanCodec, isRecord, jsonCodec, storedField, stringCodec, type Codec } from "./codec";
import { STORAGE_KEYS, walletPasswordKey } from "./keys";
import { LOGIN_TYPE_MARKER, type Credentials, type UserInfo } from "../types";
import { isWalletPasswordVerifier } from "./wallet-password-verifier";

const positiveIntegerCodec: Codec<number> = {
  decode: (raw) => parseUserId(raw),
  encode: (value) => String(value),
};

/**
 * A user id as the backend and older builds write it: a number or a numeric string. Anything that is not
 * a positive integer (0, -1, "abc", "null") is no user.
 */
export function parseUserId(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0) return null;
  return number;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

export function isUserInfo(value: unknown): value is UserInfo {
  if (!isRecord(value)) return false;
  if (value.phone_number != null && typeof value.phone_number !== "string") return false;
  if (value.momo_account_list != null && !isStringList(value.momo_account_list)) return false;
  if (value.userId != null && typeof value.userId !== "number") return false;
  return true;
}

export interface ReferralParams {
  /** Media source. */
  m?: string;
  /** Campaign. */
  c?: string;
  fbc?: string;
  fbp?: string;
}

export const REFERRAL_PARAM_NAMES = ["m", "c", "fbc", "fbp"] as const;

function isReferral(value: unknown): value is ReferralParams {
  return isRecord(value) && REFERRAL_PARAM_NAMES.every((name) => value[name] == null || typeof value[name] === "string");
}

export const persisted = {
  userId: storedField(STORAGE_KEYS.userId, positiveIntegerCodec),
  secretKey: storedField(STORAGE_KEYS.secretKey, stringCodec),
  userName: storedField(STORAGE_KEYS.userName, stringCodec),
  loginType: storedField(STORAGE_KEYS.loginType, stringCodec),
  appVersion: storedField(STORAGE_KEYS.appVersion, stringCodec),
  userInfo: storedField(STORAGE_KEYS.userInfo, jsonCodec(isUserInfo)),
  coinType: storedField(STORAGE_KEYS.coinType, stringCodec),
  bearCoinType: storedField(STORAGE_KEYS.bearCoinType, stringCodec),
  utmSource: storedField(STORAGE_KEYS.utmSource, stringCodec),
  utmMedium: storedField(STORAGE_KEYS.utmMedium, stringCodec),
  utmCampaign: storedField(STORAGE_KEYS.utmCampaign, stringCodec),
  referral: storedField(STORAGE_KEYS.referral, jsonCodec(isReferral)),
  pageModel: storedField(STORAGE_KEYS.pageModel, booleanCodec),
  shareUid: storedField(STORAGE_KEYS.shareUid, stringCodec),
  countryByIp: storedField(STORAGE_KEYS.countryByIp, stringCodec),
  appAdid: storedField(STORAGE_KEYS.appAdid, stringCodec),
  cplInit: storedField(STORAGE_KEYS.cplInit, booleanCodec),
  /** A salted verifier of the player's wallet password, never the password (wallet-password.ts). */
  walletPassword: (userId: number) => storedField(walletPasswordKey(userId), jsonCodec(isWalletPasswordVerifier)),
};

/** The empty-ish strings older code wrote in place of a missing key. */
const MISSING_KEY_TEXT = new Set(["", "null", "undefined"]);

/** A secret key that may be used: present, and not one of "", "null", "undefined". */
export function isUsableSecretKey(key: unknown): key is string {
  return typeof key === "string" && !MISSING_KEY_TEXT.has(key.trim());
}

/**
 * The stored credentials, or null when the storage does not hold a login (SPEC 4: user id above 0 and a
 * secret key present). A missing user name or marker does not invalidate a login written by an older build.
 */
export function readCredentials(storage: KeyValueStorage): Credentials | null {
  const userId = persisted.userId.read(storage);
  const secretKey = persisted.secretKey.read(storage);
  if (userId == null || !isUsableSecretKey(secretKey)) return null;
  return {
    userId,
    secretKey,
    userName: persisted.userName.read(storage) ?? "",
    loginType: LOGIN_TYPE_MARKER,
  };
}
