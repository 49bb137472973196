import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { xworldAuth } from "./xworld-auth";

vi.mock("../../platform/load-user-info", () => ({ loadUserInfo: vi.fn() }));

const LOGIN = { user_id: 20001, user_secret_key: "key", username: "friend", user_login: "login_v2", new_user: true };

function recordingApi() {
  const call = vi.fn(async (_endpoint: AnyEndpoint, _input?: unknown) => LOGIN);
  return { api: { call } as unknown as ApiClient, sent: () => call.mock.calls.map(([endpoint, input]) => [endpoint.path, input]) };
}

type Login = (api: ApiClient, invite_code: string | undefined) => Promise<unknown>;

const SIGN_UP_LOGINS: [string, Login, string, Record<string, string>][] = [
  [
    "phone",
    (api, invite_code) => xworldAuth.loginWithPhone(api, { country_code: "+84", phone: "933000555", code: "123456", invite_code }),
    "/user/register_or_login_by_phone",
    { country_code: "+84", phone: "933000555", code: "123456" },
  ],
  ...(["google", "facebook", "apple", "vk"] as const).map((provider): [string, Login, string, Record<string, string>] => [
    provider,
    (api, invite_code) => xworldAuth.loginWithProvider(api, { provider, code: `${provider}-code`, redirectUri: "http://127.0.0.1:3000/cb", invite_code }),
    "/user/third_party_regist_or_login",
    { platform: provider, token: `${provider}-code` },
  ]),
];

describe("xworldAuth sign-up logins", () => {
  it.each(SIGN_UP_LOGINS)("%s sends the inviter as invite_code", async (_name, login, path, body) => {
    const { api, sent } = recordingApi();
    await expect(login(api, "10001")).resolves.toEqual(LOGIN);
    expect(sent()).toEqual([[path, { ...body, invite_code: "10001" }]]);
  });

  it.each(SIGN_UP_LOGINS)("%s sends no invite_code without an inviter", async (_name, login, path, body) => {
    const { api, sent } = recordingApi();
    await login(api, undefined);
    expect(sent()).toEqual([[path, body]]);
    expect(JSON.stringify(sent()[0]?.[1])).not.toContain("invite_code");
  });
});

describe("xworldAuth OAuth login", () => {
  it("sends the PKCE verifier with the provider's code", async () => {
    const { api, sent } = recordingApi();
    await xworldAuth.loginWithProvider(api, { provider: "vk", code: "vk-code", redirectUri: "http://127.0.0.1:3000/cb", codeVerifier: "v".repeat(43) });
    expect(sent()).toEqual([["/user/third_party_regist_or_login", { platform: "vk", token: "vk-code", code_verifier: "v".repeat(43) }]]);
  });
});
