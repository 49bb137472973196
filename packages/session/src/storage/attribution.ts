// Referral (m, c, fbc, fbp) and UTM fields taken from the landing URL.
//
// Spec: not shown — first touch or last touch. Choice: first touch wins: once a group (the UTM trio, or the referral set) is stored, later landings do not
// overwrite it, so an install is credited to the link that brought the player first. The two groups
// are independent: a later link may still fill the group the first one lacked.
import { type KeyValueStorage } from "./adapter";
import { persisted, REFERRAL_PARAM_NAMES, type ReferralParams } from "./persisted";

export interface UtmParams {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export interface Attribution {
  utm: UtmParams;
  referral: ReferralParams;
}

const UTM_FIELDS = [
  ["utm_source", persisted.utmSource],
  ["utm_medium", persisted.utmMedium],
  ["utm_campaign", persisted.utmCampaign],
] as const;

function toSearchParams(url: string | URL): URLSearchParams {
  try {
    return new URL(url, "http://landing.invalid").searchParams;
  } catch {
    return new URLSearchParams();
  }
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readAttribution(storage: KeyValueStorage): Attribution {
  const utm: UtmParams = {};
  for (const [name, field] of UTM_FIELDS) {
    const value = field.read(storage);
    if (value != null) utm[name] = value;
  }
  return { utm, referral: persisted.referral.read(storage) ?? {} };
}

/** Stores the landing URL's attribution parameters (first touch kept) and returns what is stored now. */
export function captureAttribution(url: string | URL, storage: KeyValueStorage): Attribution {
  const params = toSearchParams(url);
  const stored = readAttribution(storage);

  if (Object.keys(stored.utm).length === 0) {
    for (const [name, field] of UTM_FIELDS) {
      const value = nonEmpty(params.get(name));
      if (value != null) field.write(storage, value);
    }
  }

  if (Object.keys(stored.referral).length === 0) {
    const referral: ReferralParams = {};
    for (const name of REFERRAL_PARAM_NAMES) {
      const value = nonEmpty(params.get(name));
      if (value != null) referral[name] = value;
    }
    if (Object.keys(referral).length > 0) persisted.referral.write(storage, referral);
  }

  return readAttribution(storage);
}
