import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { luckybearAuth } from "./luckybear-auth";

vi.mock("../../platform/load-user-info", () => ({ loadUserInfo: vi.fn() }));

const LOGIN = { user_id: 20001, user_secret_key: "key", username: "friend", user_login: "login_v2", new_user: true };

function recordingApi() {
  const call = vi.fn(async (_endpoint: AnyEndpoint, _input?: unknown) => LOGIN);
  return { api: { call } as unknown as ApiClient, sent: () => call.mock.calls.map(([endpoint, input]) => [endpoint.service, endpoint.path, input]) };
}

type Login = (api: ApiClient, invite_code: string | undefined) => Promise<unknown>;

// Every login of the lucky-bear user host can create an account.
const SIGN_UP_LOGINS: [string, Login, string, Record<string, string>][] = [
  [
    "phone",
    (api, invite_code) => luckybearAuth.loginWithPhone(api, { country_code: "+84", phone: "933000555", code: "123456", invite_code }),
    "/user/phone_login",
    { country_code: "+84", phone: "933000555", code: "123456" },
  ],
  [
    "e-mail",
    (api, invite_code) => {
      if (!luckybearAuth.email) throw new Error("luckybear has an e-mail login");
      return luckybearAuth.email.login(api, { email: "friend@dev.invalid", password: "password1", invite_code });
    },
    "/user/email_login",
    { email: "friend@dev.invalid", password: "password1" },
  ],
  [
    "Google",
    (api, invite_code) => luckybearAuth.loginWithProvider(api, { provider: "google", code: "id-token", redirectUri: "", invite_code }),
    "/user/google_login",
    { id_token: "id-token" },
  ],
  [
    "VK",
    (api, invite_code) => luckybearAuth.loginWithProvider(api, { provider: "vk", code: "vk-code", redirectUri: "http://127.0.0.1:3001/cb", invite_code }),
    "/user/vk_login",
    { code: "vk-code", redirect_uri: "http://127.0.0.1:3001/cb" },
  ],
];

describe("luckybearAuth sign-up logins", () => {
  it.each(SIGN_UP_LOGINS)("%s sends the inviter as invite_code to the lucky-bear user host", async (_name, login, path, body) => {
    const { api, sent } = recordingApi();
    await expect(login(api, "10001")).resolves.toEqual(LOGIN);
    expect(sent()).toEqual([["lb-user", path, { ...body, invite_code: "10001" }]]);
  });

  it.each(SIGN_UP_LOGINS)("%s sends no invite_code without an inviter", async (_name, login, path, body) => {
    const { api, sent } = recordingApi();
    await login(api, undefined);
    expect(sent()).toEqual([["lb-user", path, body]]);
    expect(JSON.stringify(sent()[0]?.[2])).not.toContain("invite_code");
  });
});

describe("luckybearAuth OAuth login", () => {
  it.each([
    ["google", "/user/google_login", { id_token: "code-1", code_verifier: "v".repeat(43) }],
    ["vk", "/user/vk_login", { code: "code-1", redirect_uri: "http://127.0.0.1:3001/cb", code_verifier: "v".repeat(43) }],
  ] as const)("%s sends the PKCE verifier with the provider's code", async (provider, path, body) => {
    const { api, sent } = recordingApi();
    await luckybearAuth.loginWithProvider(api, { provider, code: "code-1", redirectUri: "http://127.0.0.1:3001/cb", codeVerifier: "v".repeat(43) });
    expect(sent()).toEqual([["lb-user", path, body]]);
  });
});
