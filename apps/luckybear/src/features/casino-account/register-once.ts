// The casino account of a signed-in player: `register` once per player on this device, carrying the kept
// invite code, so the inviter (or the agent link) gets the new player. The server answers registered:
// false for an account it already has, so a second device costs one call that reads nothing again.
import { isBusinessError } from "@repo/api-client/errors";
import type { KeyValueStorage } from "@repo/session/storage/adapter";
import { forgetInviteCode, storedInviteCode } from "./invite-code";
import { isRegisteredHere, markRegisteredHere } from "./sync-due";

/** The dev API's code for input it refuses (an unknown invite code is one, on `invite_code`). */
const INVALID_PARAMS = 1001;

export interface RegisterAnswer {
  registered: boolean;
}

export type RegisterCall = (input: { invite_code?: string }) => Promise<RegisterAnswer>;

/**
 * Spec: not shown — when the client calls `register` and what an unknown invite code does. Choice: once
 * the app knows a player is signed in, once per player and device; a code the server refuses on its
 * `invite_code` field is forgotten and the player is registered without it. Any other failure leaves the
 * player unmarked, so the next page load tries again. Returns whether a call was made and succeeded.
 */
export async function registerOnce(storage: KeyValueStorage, userId: number, register: RegisterCall): Promise<boolean> {
  if (isRegisteredHere(storage, userId)) return false;
  const code = storedInviteCode(storage);
  try {
    await register(code === null ? {} : { invite_code: code });
  } catch (error) {
    const unknownCode = code !== null && isBusinessError(error, INVALID_PARAMS) && error.fieldErrors.some((field) => field.field === "invite_code");
    if (!unknownCode) return false;
    forgetInviteCode(storage);
    try {
      await register({});
    } catch {
      return false;
    }
  }
  markRegisteredHere(storage, userId);
  return true;
}
