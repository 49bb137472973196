// Linking the player's account on a network before a follow counts (need_authorize → the network's
// sign-in page → back to /offer/followTask with a code → get_token). The round trip is kept like the
// OAuth logins': a random state and a PKCE verifier in sessionStorage, accepted once, within ten minutes.
import type { FollowMedia } from "./follow-media";
import { readFollowMedia } from "./follow-media";

export const FOLLOW_AUTH_KEY = "follow_authorize_pending";
export const FOLLOW_AUTH_MAX_AGE_MS = 10 * 60 * 1000;

type SessionStorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface PendingFollowAuth {
  state: string;
  media: FollowMedia;
  redirectUri: string;
  codeVerifier: string;
  /** Epoch ms. */
  createdAt: number;
}

export type FollowAuthCallback =
  | { kind: "none" }
  | { kind: "ok"; media: FollowMedia; code: string; redirectUri: string; codeVerifier: string }
  | { kind: "failed"; reason: "refused" | "forged" | "expired" };

/** The network's sign-in address with this app's return address, the state and the PKCE challenge. */
export function authorizeAddress(base: string, request: { redirectUri: string; state: string; codeChallenge: string }): string {
  const url = new URL(base);
  url.searchParams.set("redirect_uri", request.redirectUri);
  url.searchParams.set("state", request.state);
  url.searchParams.set("code_challenge", request.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.href;
}

export function rememberFollowAuth(storage: SessionStorageLike, pending: PendingFollowAuth): void {
  storage.setItem(FOLLOW_AUTH_KEY, JSON.stringify(pending));
}

function readPending(storage: SessionStorageLike): PendingFollowAuth | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(FOLLOW_AUTH_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const record = value as Record<string, unknown>;
    const media = readFollowMedia(typeof record.media === "string" ? record.media : null);
    const { state, redirectUri, codeVerifier, createdAt } = record;
    if (!media || typeof state !== "string" || typeof redirectUri !== "string" || typeof codeVerifier !== "string" || typeof createdAt !== "number") return null;
    return { state, media, redirectUri, codeVerifier, createdAt };
  } catch {
    return null;
  }
}

/**
 * What the address brings back from the network: nothing (a plain visit), a code for the sign-in this
 * tab started (used up), or a failure — the player refused, nobody here started it, or it is too old.
 */
export function completeFollowAuth(storage: SessionStorageLike, query: URLSearchParams, now: number): FollowAuthCallback {
  const state = query.get("state");
  if (state === null && !query.has("code") && !query.has("error")) return { kind: "none" };
  const pending = readPending(storage);
  if (!pending || !state || pending.state !== state) return { kind: "failed", reason: "forged" };
  storage.removeItem(FOLLOW_AUTH_KEY);
  if (query.has("error")) return { kind: "failed", reason: "refused" };
  if (now - pending.createdAt > FOLLOW_AUTH_MAX_AGE_MS) return { kind: "failed", reason: "expired" };
  const code = query.get("code") ?? "";
  if (!code) return { kind: "failed", reason: "refused" };
  return { kind: "ok", media: pending.media, code, redirectUri: pending.redirectUri, codeVerifier: pending.codeVerifier };
}
