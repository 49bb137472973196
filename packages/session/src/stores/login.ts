// The login store (SPEC 3): the dialling prefix and what the register screens hand to each other.
import { atom } from "jotai";

export const DEFAULT_COUNTRY_NUM = "+84";

/** Dialling prefix chosen on the phone login screen. */
export const countryNumAtom = atom(DEFAULT_COUNTRY_NUM);

// Spec: not shown — the register flow's fields. Choice: what the phone login screens pass on: the
// number, its prefix, the one-time code once typed, and the inviter's share uid.
export interface RegisterParams {
  phone: string;
  country_code: string;
  code?: string;
  share_uid?: string;
}

export const registerParamsAtom = atom<RegisterParams | null>(null);
