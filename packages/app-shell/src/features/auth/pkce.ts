// PKCE (RFC 7636, S256) for the OAuth logins: before leaving for the provider the app keeps a random
// verifier and sends only its SHA-256 challenge; the login call then proves it started the flow by
// sending the verifier. A code stolen from the redirect (a log, a referrer, another app on the device)
// is useless without it.

/** 32 random bytes as base64url: 43 characters, inside RFC 7636's 43..128. */
export function createCodeVerifier(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(32))): string {
  return base64Url(bytes);
}

/** base64url(SHA-256(verifier)). Web Crypto exists only in secure contexts (https, localhost). */
export async function codeChallengeS256(verifier: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  if (!subtle) throw new Error("Signing in with a provider needs a secure (https) page");
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
