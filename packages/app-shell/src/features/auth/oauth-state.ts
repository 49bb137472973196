// The OAuth round trip's memory: before leaving for the provider the app keeps a random `state` (with
// the provider, the backUrl, the redirect URI and the PKCE verifier) in sessionStorage; the callback is accepted only
// when it brings back that same state, once, within ten minutes. A callback nobody started here
// (a forged link), a replayed one, or a stale one is refused.
import { type OAuthProvider, isOAuthProvider } from "./oauth-port";

export const OAUTH_PENDING_KEY = "oauth_pending";
// Spec: not shown — how long a started sign-in may take. Choice: ten minutes.
export const OAUTH_MAX_AGE_MS = 10 * 60 * 1000;

export interface PendingOAuth {
  state: string;
  provider: OAuthProvider;
  backUrl: string | null;
  redirectUri: string;
  /** PKCE: the secret whose SHA-256 went to the provider; the login call sends it (pkce.ts). */
  codeVerifier: string;
  /** Epoch ms. */
  createdAt: number;
}

type SessionStorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type OAuthCallback =
  | { ok: true; provider: OAuthProvider; code: string; backUrl: string | null; redirectUri: string; codeVerifier: string }
  | {
      ok: false;
      /**
       * refused: the player (or the provider) said no; incomplete: code or state missing;
       * forged: no sign-in with this state was started in this tab; expired: started too long ago.
       */
      reason: "refused" | "incomplete" | "forged" | "expired";
      provider: OAuthProvider | null;
      /** Where the player was going, when the callback is ours (to offer a way back). */
      backUrl: string | null;
    };

/** 128 random bits as hex (`bytes` for tests). */
export function randomState(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Remembers a sign-in about to leave for the provider (one per tab: a newer one replaces it). */
export function rememberOAuth(storage: SessionStorageLike, pending: PendingOAuth): void {
  storage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending));
}

function readPending(storage: SessionStorageLike): PendingOAuth | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(OAUTH_PENDING_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const record = value as Record<string, unknown>;
    if (typeof record.state !== "string" || !isOAuthProvider(record.provider) || typeof record.redirectUri !== "string") return null;
    if (typeof record.createdAt !== "number" || typeof record.codeVerifier !== "string") return null;
    const backUrl = typeof record.backUrl === "string" ? record.backUrl : null;
    const { state, redirectUri, codeVerifier, createdAt } = record;
    return { state, provider: record.provider, backUrl, redirectUri, codeVerifier, createdAt } satisfies PendingOAuth;
  } catch {
    return null;
  }
}

/**
 * Reads the callback's query and checks it against the remembered sign-in, which is used up when the
 * state matches (a second visit of the same callback URL is refused).
 */
export function completeOAuth(storage: SessionStorageLike, query: URLSearchParams, now: number): OAuthCallback {
  const pending = readPending(storage);
  const state = query.get("state") ?? "";
  const queryProvider = query.get("provider");
  const ours = pending !== null && state !== "" && pending.state === state;
  if (ours) storage.removeItem(OAUTH_PENDING_KEY);
  const provider = ours ? pending.provider : isOAuthProvider(queryProvider) ? queryProvider : null;
  const backUrl = ours ? pending.backUrl : null;

  if (query.has("error")) return { ok: false, reason: "refused", provider, backUrl };
  const code = query.get("code") ?? "";
  if (!code || !state) return { ok: false, reason: "incomplete", provider, backUrl };
  if (!ours || (queryProvider !== null && queryProvider !== pending.provider)) return { ok: false, reason: "forged", provider, backUrl: null };
  if (now - pending.createdAt > OAUTH_MAX_AGE_MS || now < pending.createdAt) return { ok: false, reason: "expired", provider, backUrl };
  return { ok: true, provider: pending.provider, code, backUrl: pending.backUrl, redirectUri: pending.redirectUri, codeVerifier: pending.codeVerifier };
}
