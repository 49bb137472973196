// What a landing page keeps for the sign-up that may follow: the referral (m, c, fbc, fbp) and UTM
// parameters of its URL, through the session's attribution capture, and the inviter as the share uid.
import type { KeyValueStorage } from "@repo/session/storage/adapter";
import { type Attribution, captureAttribution } from "@repo/session/storage/attribution";
import { persisted } from "@repo/session/storage/persisted";

export interface KeptReferral extends Attribution {
  /** The inviter's user id as stored (the share uid), or null. */
  shareUid: string | null;
}

export interface KeepReferralInput {
  /** The landing URL, with its query. */
  url: string;
  /** The inviter the landing names, once confirmed (null: nobody, or unknown to the server). */
  inviterId: number | null;
  /** Who is signed in on this device, if anyone: a player never becomes their own inviter. */
  selfId: number | null;
}

/**
 * Stores the landing's attribution and inviter and returns what is stored now. Like the attribution
 * capture (first touch), an inviter already stored is kept: a later invite link does not take over.
 */
export function keepReferral(storage: KeyValueStorage, { url, inviterId, selfId }: KeepReferralInput): KeptReferral {
  const attribution = captureAttribution(url, storage);
  if (inviterId !== null && inviterId !== selfId && persisted.shareUid.read(storage) == null) {
    persisted.shareUid.write(storage, String(inviterId));
  }
  return { ...attribution, shareUid: persisted.shareUid.read(storage) };
}
