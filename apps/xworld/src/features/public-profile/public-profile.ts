// Another player's public profile (GET /user/public_cheak?user_id): who they are, or that nobody is.
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { isBusinessError } from "@repo/api-client/errors";
import { readId } from "../task/task-query";

export type PublicProfile = ResponseOf<typeof userReadEndpoints.publicCheak>;

/** What a player tells others beside public_cheak: their bio and the games they chose to show. */
export type Showcase = ResponseOf<typeof profileEndpoints.showcase>;

export type ProfileLookup =
  | { kind: "found"; profile: PublicProfile }
  /** No such player (or the id is not an id): the page says so. */
  | { kind: "not-found" }
  /** The server could not answer: the page offers a retry. */
  | { kind: "failed" };

/**
 * Spec: not shown — the answer for a player who does not exist. Choice: the dev API's 1002 (not
 * found); 1001 (the id refused as a parameter) means the same to a reader.
 */
export const PROFILE_NOT_FOUND_CODES: readonly number[] = [1002, 1001];

/**
 * Spec: not shown — what `xid` in /profile/[xid] is. Choice: the player's user id, the parameter of
 * public_cheak; anything that is not a positive integer names nobody.
 */
export function readXid(xid: string): number | null {
  let decoded = xid;
  try {
    decoded = decodeURIComponent(xid);
  } catch {
    return null;
  }
  return readId(decoded);
}

export async function lookupPublicProfile(api: Pick<ApiClient, "call">, userId: number | null): Promise<ProfileLookup> {
  if (userId === null) return { kind: "not-found" };
  try {
    return { kind: "found", profile: await api.call(userReadEndpoints.publicCheak, { user_id: userId }) };
  } catch (error) {
    if (PROFILE_NOT_FOUND_CODES.some((code) => isBusinessError(error, code))) return { kind: "not-found" };
    console.error("[public-profile] lookup failed", error);
    return { kind: "failed" };
  }
}

/** The player's showcase (public: read as a guest), or null when it could not be read (the browser reads it). */
export async function readShowcase(api: Pick<ApiClient, "call">, userId: number | null): Promise<Showcase | null> {
  if (userId === null) return null;
  return api.call(profileEndpoints.showcase, { user_id: userId }).catch(() => null);
}
