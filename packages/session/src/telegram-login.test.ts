import { TelegramError } from "@repo/telegram/errors";
import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "./storage/adapter";
import { createMemoryCookieJar } from "./storage/cookies";
import { loginWithTelegram } from "./telegram-login";

function environment() {
  return { storage: createMemoryStorage(), cookies: createMemoryCookieJar(), location: { hostname: "localhost", protocol: "http:" } };
}

const input = { botName: "xworld_bot", initData: "query_id=1&user=%7B%7D&hash=abc", startParam: "ref123_vi" };

describe("loginWithTelegram", () => {
  it("stores the credentials Telegram login returns", async () => {
    const env = environment();
    const login = vi.fn(async () => ({ userId: 77, secretKey: "tg-key", username: "tg_user", userLogin: "login_v2" }));
    const call = vi.fn();
    expect(await loginWithTelegram(env, input, call, { login })).toEqual({
      userId: 77,
      secretKey: "tg-key",
      userName: "tg_user",
      loginType: "login_v2",
    });
    expect(login).toHaveBeenCalledWith(input, call);
    expect(env.storage.snapshot()).toMatchObject({ user_id: "77", user_secret_key: "tg-key" });
  });

  it("resolves null on failure and leaves storage alone", async () => {
    const env = environment();
    env.storage.setItem("user_id", "5");
    const login = vi.fn(async () => Promise.reject(new TelegramError("login_failed")));
    expect(await loginWithTelegram(env, input, vi.fn(), { login })).toBeNull();
    expect(env.storage.snapshot()).toEqual({ user_id: "5" });
  });

  it("runs the real @repo/telegram login against the app's call", async () => {
    const env = environment();
    const call = vi.fn(async () => ({ data: { user_id: 8, user_secret_key: "k8", username: "u8", user_login: "login_v2" } }));
    expect(await loginWithTelegram(env, input, call)).toMatchObject({ userId: 8, secretKey: "k8" });
    expect(call).toHaveBeenCalledWith({ bot_name: "xworld_bot", init_data: input.initData, start_param: "ref123" });
  });

  describe("a stored login of another player", () => {
    function signedInAs(userId: number) {
      const env = environment();
      env.storage.setItem("user_id", String(userId));
      env.storage.setItem("user_secret_key", "old-key");
      env.storage.setItem("user_name", "old_player");
      return env;
    }
    const login = vi.fn(async () => ({ userId: 77, secretKey: "tg-key", username: "tg_user", userLogin: "login_v2" }));

    it("is kept when nobody can be asked", async () => {
      const env = signedInAs(5);
      expect(await loginWithTelegram(env, input, vi.fn(), { login })).toMatchObject({ userId: 5, secretKey: "old-key" });
      expect(env.storage.snapshot()).toMatchObject({ user_id: "5", user_secret_key: "old-key" });
    });

    it("is kept when the player declines, and replaced when they agree", async () => {
      const declined = signedInAs(5);
      const no = vi.fn(async () => false);
      expect(await loginWithTelegram(declined, input, vi.fn(), { login, confirmSwitch: no })).toMatchObject({ userId: 5 });
      expect(no).toHaveBeenCalledWith({ stored: expect.objectContaining({ userId: 5, userName: "old_player" }), incoming: { userId: 77, userName: "tg_user" } });
      expect(declined.storage.snapshot()).toMatchObject({ user_id: "5" });

      const agreed = signedInAs(5);
      expect(await loginWithTelegram(agreed, input, vi.fn(), { login, confirmSwitch: async () => true })).toMatchObject({ userId: 77 });
      expect(agreed.storage.snapshot()).toMatchObject({ user_id: "77", user_secret_key: "tg-key" });
    });

    it("counts a question that fails as a no", async () => {
      const env = signedInAs(5);
      const broken = vi.fn(async () => Promise.reject(new Error("popup_failed")));
      expect(await loginWithTelegram(env, input, vi.fn(), { login, confirmSwitch: broken })).toMatchObject({ userId: 5 });
    });

    it("does not ask when the same player logs in again", async () => {
      const env = signedInAs(77);
      const ask = vi.fn(async () => false);
      expect(await loginWithTelegram(env, input, vi.fn(), { login, confirmSwitch: ask })).toMatchObject({ userId: 77, secretKey: "tg-key" });
      expect(ask).not.toHaveBeenCalled();
    });
  });
});
