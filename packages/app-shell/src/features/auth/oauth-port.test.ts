import { describe, expect, it } from "vitest";
import { createOAuthPort, devOAuthPort, oauthRedirectUri } from "./oauth-port";

const redirectUri = oauthRedirectUri("http://127.0.0.1:3000", "en-US", "vk");
const codeChallenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const PKCE = { code_challenge: codeChallenge, code_challenge_method: "S256" };

describe("the OAuth provider port", () => {
  it("builds the callback URL of the spec's fb-login-feedback route with the provider", () => {
    expect(redirectUri).toBe("http://127.0.0.1:3000/en-US/user/fb-login-feedback?provider=vk");
  });

  it("sends every provider to the dev API's stand-in page by default", () => {
    const url = new URL(devOAuthPort("http://127.0.0.1:4400").authorizeUrl({ provider: "vk", redirectUri, state: "s1", codeChallenge }));
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:4400/__dev/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({ provider: "vk", redirect_uri: redirectUri, state: "s1", ...PKCE });
  });

  it("sends a configured provider to its own authorize endpoint with the PKCE challenge, the others to the dev page", () => {
    const port = createOAuthPort({
      apiOrigin: "http://127.0.0.1:4400",
      providers: { google: { authorizeEndpoint: "https://accounts.example/o/auth", clientId: "cid", scope: "openid email" } },
    });
    const google = new URL(port.authorizeUrl({ provider: "google", redirectUri, state: "s2", codeChallenge }));
    expect(google.origin).toBe("https://accounts.example");
    expect(Object.fromEntries(google.searchParams)).toEqual({
      response_type: "code",
      client_id: "cid",
      redirect_uri: redirectUri,
      scope: "openid email",
      state: "s2",
      ...PKCE,
    });
    expect(port.authorizeUrl({ provider: "apple", redirectUri, state: "s3", codeChallenge })).toMatch(/^http:\/\/127\.0\.0\.1:4400\/__dev\/oauth\/authorize\?/);
  });
});
