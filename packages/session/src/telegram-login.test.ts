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
    expect(await loginWithTelegram(env, input, call, login)).toEqual({
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
    expect(await loginWithTelegram(env, input, vi.fn(), login)).toBeNull();
    expect(env.storage.snapshot()).toEqual({ user_id: "5" });
  });

  it("runs the real @repo/telegram login against the app's call", async () => {
    const env = environment();
    const call = vi.fn(async () => ({ data: { user_id: 8, user_secret_key: "k8", username: "u8", user_login: "login_v2" } }));
    expect(await loginWithTelegram(env, input, call)).toMatchObject({ userId: 8, secretKey: "k8" });
    expect(call).toHaveBeenCalledWith({ bot_name: "xworld_bot", init_data: input.initData, start_param: "ref123" });
  });
});
