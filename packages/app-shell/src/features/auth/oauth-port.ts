// Where the browser goes to let a player authorize a login with Google, Facebook, Apple or VK, and
// where it comes back. The provider sends the player back to the callback route
// `/{locale}/user/fb-login-feedback?provider=…` with `code` and `state` (or `error`).
//
// The seam: `createOAuthPort` takes real providers' settings when configuration has them (client id,
// authorize endpoint); until then every provider goes to the dev API's stand-in page
// (`/__dev/oauth/authorize` on the runtime config's API origin), so nothing leaves the machine.

export const OAUTH_PROVIDERS = ["google", "facebook", "apple", "vk"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === "string" && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

export interface AuthorizeRequest {
  provider: OAuthProvider;
  /** The app's callback; the provider appends `code` and `state`. */
  redirectUri: string;
  /** The random value the callback must bring back (checked against sessionStorage). */
  state: string;
  /** base64url(SHA-256(code verifier)): PKCE, method S256 (pkce.ts). */
  codeChallenge: string;
}

export interface OAuthProviderPort {
  authorizeUrl(request: AuthorizeRequest): string;
}

/** A real provider's OAuth 2.0 authorization endpoint and this app's registration there. */
export interface ProviderSettings {
  authorizeEndpoint: string;
  clientId: string;
  scope: string;
}

/** The dev API's stand-in sign-in page. */
export function devOAuthPort(apiOrigin: string): OAuthProviderPort {
  return {
    authorizeUrl({ provider, redirectUri, state, codeChallenge }) {
      const url = new URL("/__dev/oauth/authorize", apiOrigin);
      url.search = new URLSearchParams({ provider, redirect_uri: redirectUri, state, code_challenge: codeChallenge, code_challenge_method: "S256" }).toString();
      return url.href;
    },
  };
}

/** Configured providers use their own authorize endpoint (authorization-code flow); others the dev page. */
export function createOAuthPort(options: { apiOrigin: string; providers?: Partial<Record<OAuthProvider, ProviderSettings>> }): OAuthProviderPort {
  const dev = devOAuthPort(options.apiOrigin);
  return {
    authorizeUrl(request) {
      const settings = options.providers?.[request.provider];
      if (!settings) return dev.authorizeUrl(request);
      const url = new URL(settings.authorizeEndpoint);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("redirect_uri", request.redirectUri);
      url.searchParams.set("scope", settings.scope);
      url.searchParams.set("state", request.state);
      url.searchParams.set("code_challenge", request.codeChallenge);
      url.searchParams.set("code_challenge_method", "S256");
      return url.href;
    },
  };
}

export const OAUTH_CALLBACK_PATH = "/user/fb-login-feedback";

/** The callback URL of this app for a provider: the spec's fb-login-feedback route. */
export function oauthRedirectUri(origin: string, locale: string, provider: OAuthProvider): string {
  return `${origin}/${locale}${OAUTH_CALLBACK_PATH}?${new URLSearchParams({ provider }).toString()}`;
}
