import { describe, expect, it, vi } from "vitest";
import { TelegramError } from "./errors";
import { telegramLogin, type TelegramLoginBody, type TelegramLoginResponse } from "./login";

const ok: TelegramLoginResponse = {
  data: { user_secret_key: "sk-1", user_id: 1001, username: "ann", user_login: "login_v2" },
};

describe("telegramLogin", () => {
  it("sends bot name, the raw init data and the start param's first part; returns the credentials", async () => {
    const call = vi.fn((_body: TelegramLoginBody) => Promise.resolve(ok));
    const credentials = await telegramLogin({ botName: "xworld_bot", initData: "user=%7B%7D&hash=h", startParam: "ref123_lang-ru-RU" }, call);
    expect(call).toHaveBeenCalledWith({ bot_name: "xworld_bot", init_data: "user=%7B%7D&hash=h", start_param: "ref123" });
    expect(credentials).toEqual({ userId: 1001, secretKey: "sk-1", username: "ann", userLogin: "login_v2" });
  });

  it("sends an empty start param when there is none", async () => {
    const call = vi.fn((_body: TelegramLoginBody) => Promise.resolve(ok));
    await telegramLogin({ botName: "b", initData: "x" }, call);
    expect(call.mock.calls[0]?.[0].start_param).toBe("");
  });

  it.each([
    ["no bot name", { botName: "", initData: "x" }, "need_bot_name"],
    ["no init data", { botName: "b", initData: null }, "no_init_data"],
  ] as const)("fails without calling on %s", async (_label, input, code) => {
    const call = vi.fn(() => Promise.resolve(ok));
    await expect(telegramLogin(input, call)).rejects.toMatchObject({ name: "TelegramError", code });
    expect(call).not.toHaveBeenCalled();
  });

  it("wraps a failed call in login_failed, keeping its cause and message", async () => {
    const cause = new Error("init data expired");
    const error = await telegramLogin({ botName: "b", initData: "x" }, () => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramError);
    expect(error).toMatchObject({ code: "login_failed", message: "init data expired", cause });
  });

  it.each([
    ["user id 0", { ...ok.data, user_id: 0 }],
    ["a negative user id", { ...ok.data, user_id: -1 }],
    ["an empty key", { ...ok.data, user_secret_key: "" }],
    ["the key 'null'", { ...ok.data, user_secret_key: "null" }],
    ["the key 'undefined'", { ...ok.data, user_secret_key: "undefined" }],
  ])("rejects an answer with %s as invalid_credentials", async (_label, data) => {
    await expect(telegramLogin({ botName: "b", initData: "x" }, () => Promise.resolve({ data }))).rejects.toMatchObject({
      code: "invalid_credentials",
    });
  });
});
