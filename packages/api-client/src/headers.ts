// The request headers of spec section 7, derived from the caller's context on every call.
import { type OptionalHeader, type ServiceName, serviceTakes } from "./services";

export interface RequestContext {
  /** Logged-out callers pass 0 or null; the header is then "0". */
  userId: number | string | null;
  secretKey: string | null;
  /** A locale such as "vi-VN". */
  language: string;
  /** The user's country code (e.g. "VN"); derived from `language` when absent. */
  country?: string | null;
  userLogin?: string | null;
  deviceId?: string | null;
  adId?: string | null;
  androidId?: string | null;
  /** Lucky Bear session id (a random UUID per session). */
  lbSession?: string | null;
}

/** "vi-VN" → "VN"; a language without a region gives null. */
export function countryFromLanguage(language: string): string | null {
  const region = language.split(/[-_]/)[1];
  return region ? region.toUpperCase() : null;
}

const OPTIONAL_VALUES: Record<OptionalHeader, (context: RequestContext) => string | null | undefined> = {
  "User-Login": (context) => context.userLogin,
  "D-Id": (context) => context.deviceId,
  "Ad-Id": (context) => context.adId,
  "Android-Id": (context) => context.androidId,
  "LB-Session": (context) => context.lbSession,
};

export function buildHeaders(service: ServiceName, context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    "User-Id": String(context.userId ?? 0),
    "User-Secret-Key": context.secretKey ?? "",
    Language: context.language,
  };
  const country = context.country || countryFromLanguage(context.language);
  if (country) headers["Country-Code"] = country;
  for (const [header, read] of Object.entries(OPTIONAL_VALUES) as [OptionalHeader, typeof OPTIONAL_VALUES[OptionalHeader]][]) {
    const value = read(context);
    // An optional header goes only to services that take it, and only when there is a value.
    if (value && serviceTakes(service, header)) headers[header] = value;
  }
  return headers;
}
