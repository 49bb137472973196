import { describe, expect, it } from "vitest";
import { createDevApi } from "../server";

const api = () => createDevApi({ log: () => undefined });

const CALLBACK = "http://127.0.0.1:3410/en-US/user/fb-login-feedback?provider=google";

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({ provider: "google", redirect_uri: CALLBACK, state: "s-123", ...overrides }).toString();
}

async function postJson(app: ReturnType<typeof api>["app"], path: string, body: unknown) {
  const response = await app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; data: { user_id: number; username: string } | null };
}

describe("GET /__dev/oauth/authorize", () => {
  it("shows a sign-in page for the provider with an account name field", async () => {
    const response = await api().app.request(`/__dev/oauth/authorize?${authorizeQuery({ provider: "vk" })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Sign in to VK as a dev player");
    expect(html).toContain('name="account"');
    expect(html).toContain('value="s-123"');
  });

  it.each([
    ["an unknown provider", { provider: "myspace" }, "Unknown provider"],
    ["a redirect to another host", { redirect_uri: "https://evil.example/cb" }, "redirect_uri must be"],
    ["a redirect that is not http", { redirect_uri: "javascript:alert(1)" }, "redirect_uri must be"],
    ["a missing state", { state: "" }, "state is missing"],
  ])("refuses %s", async (_name, overrides, problem) => {
    const response = await api().app.request(`/__dev/oauth/authorize?${authorizeQuery(overrides)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(problem);
  });

  it("escapes what it reflects", async () => {
    const html = await (await api().app.request(`/__dev/oauth/authorize?${authorizeQuery({ state: '"><script>x</script>' })}`)).text();
    expect(html).not.toContain("<script>x</script>");
  });
});

describe("GET /__dev/oauth/approve", () => {
  it("sends the player back with the account as the code, the state and the provider", async () => {
    const query = new URLSearchParams({ provider: "google", redirect_uri: CALLBACK, state: "s-123", account: "alice", decision: "allow" });
    const response = await api().app.request(`/__dev/oauth/approve?${query.toString()}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://127.0.0.1:3410/en-US/user/fb-login-feedback");
    expect(Object.fromEntries(location.searchParams)).toEqual({ provider: "google", code: "alice", state: "s-123" });
  });

  it("sends access_denied back when the player cancels", async () => {
    const query = new URLSearchParams({ provider: "google", redirect_uri: CALLBACK, state: "s-123", decision: "deny" });
    const response = await api().app.request(`/__dev/oauth/approve?${query.toString()}`);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("s-123");
    expect(location.searchParams.has("code")).toBe(false);
  });

  it("refuses an account name it could not hand over as a code", async () => {
    const query = new URLSearchParams({ provider: "google", redirect_uri: CALLBACK, state: "s", account: "a b/c", decision: "allow" });
    const response = await api().app.request(`/__dev/oauth/approve?${query.toString()}`);
    expect(response.status).toBe(400);
  });

  it("hands over a code the logins accept: the same account name is the same player", async () => {
    const { app } = api();
    const query = new URLSearchParams({ provider: "vk", redirect_uri: CALLBACK, state: "s", account: "bob", decision: "allow" });
    const code = new URL((await app.request(`/__dev/oauth/approve?${query.toString()}`)).headers.get("location") ?? "").searchParams.get("code");
    const viaUser = await postJson(app, "/svc/user/user/third_party_regist_or_login", { platform: "vk", token: code });
    const viaLuckyBear = await postJson(app, "/svc/lb-user/user/vk_login", { code, redirect_uri: CALLBACK });
    expect(viaUser.code).toBe(0);
    expect(viaUser.data?.username).toBe("vk_bob");
    expect(viaLuckyBear.data?.user_id).toBe(viaUser.data?.user_id);
  });

  describe("with PKCE", () => {
    // RFC 7636 appendix B.
    const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    async function pkceCode(app: ReturnType<typeof api>["app"]) {
      const query = new URLSearchParams({
        provider: "google",
        redirect_uri: CALLBACK,
        state: "s",
        account: "carol",
        decision: "allow",
        code_challenge: CHALLENGE,
        code_challenge_method: "S256",
      });
      return new URL((await app.request(`/__dev/oauth/approve?${query.toString()}`)).headers.get("location") ?? "").searchParams.get("code") ?? "";
    }

    it("binds the code to the challenge and redeems it only with the verifier", async () => {
      const { app } = api();
      const code = await pkceCode(app);
      expect(code).toBe(`carol~${CHALLENGE}`);
      const login = (body: Record<string, string>) => postJson(app, "/svc/user/user/third_party_regist_or_login", { platform: "google", token: code, ...body });
      expect((await login({})).code).toBe(1001);
      expect((await login({ code_verifier: "x".repeat(43) })).code).toBe(1001);
      const signedIn = await login({ code_verifier: VERIFIER });
      expect(signedIn.code).toBe(0);
      expect(signedIn.data?.username).toBe("google_carol");
      const viaLuckyBear = await postJson(app, "/svc/lb-user/user/google_login", { id_token: code, code_verifier: VERIFIER });
      expect(viaLuckyBear.data?.user_id).toBe(signedIn.data?.user_id);
    });

    it("takes S256 only", async () => {
      const response = await api().app.request(`/__dev/oauth/authorize?${authorizeQuery({ code_challenge: CHALLENGE, code_challenge_method: "plain" })}`);
      expect(response.status).toBe(400);
    });

    it("carries the challenge through its sign-in page", async () => {
      const html = await (await api().app.request(`/__dev/oauth/authorize?${authorizeQuery({ code_challenge: CHALLENGE, code_challenge_method: "S256" })}`)).text();
      expect(html).toContain(`name="code_challenge" value="${CHALLENGE}"`);
    });
  });
});
