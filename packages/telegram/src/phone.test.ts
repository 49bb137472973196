import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestPhone, type ContactAuthBody } from "./phone";
import { startTelegram, telegramSession } from "./start";
import { leaveMiniApp, openAsMiniApp, signTestContact, type FakeTelegramOptions } from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);
const contact = signTestContact(BOT_TOKEN, { user_id: 777000111, phone_number: "84901234567", first_name: "Test" }, AUTH_DATE);

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
});

function launch(version: string, fake: FakeTelegramOptions = {}) {
  const handle = openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version, fake: { contact, ...fake } });
  startTelegram({ botName: "xworld_bot" });
  return handle;
}

describe("requestPhone", () => {
  it("asks Telegram for the contact, posts it to contact-auth and returns the phone number", async () => {
    const handle = launch("8.0");
    const call = vi.fn((_body: ContactAuthBody) => Promise.resolve({ data: { phone_number: "+84901234567" } }));
    await expect(requestPhone({ botName: "xworld_bot" }, call)).resolves.toBe("+84901234567");
    expect(handle.events.map(([type]) => type)).toContain("web_app_request_phone");
    expect(call).toHaveBeenCalledWith({ bot_name: "xworld_bot", data: contact });
  });

  it("fails with contact_refused when the player refuses", async () => {
    launch("8.0", { phoneAnswer: "refuse" });
    const call = vi.fn(() => Promise.resolve({ data: { phone_number: "x" } }));
    await expect(requestPhone({ botName: "xworld_bot" }, call)).rejects.toMatchObject({ code: "contact_refused" });
    expect(call).not.toHaveBeenCalled();
  });

  it("fails with need bot_name without asking the player", async () => {
    const handle = launch("8.0");
    const error = await requestPhone({ botName: "" }, () => Promise.resolve({ data: { phone_number: "x" } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "need_bot_name", message: "need bot_name" });
    expect(handle.events.map(([type]) => type)).not.toContain("web_app_request_phone");
  });

  it("fails with contact_auth_failed when the call fails or gives no phone number", async () => {
    launch("8.0");
    await expect(requestPhone({ botName: "xworld_bot" }, () => Promise.reject(new Error("500")))).rejects.toMatchObject({
      code: "contact_auth_failed",
    });
    await expect(
      requestPhone({ botName: "xworld_bot" }, () => Promise.resolve({ data: { phone_number: "" } })),
    ).rejects.toMatchObject({ code: "contact_auth_failed" });
  });

  it("is not supported before Mini Apps 6.9", async () => {
    const handle = launch("6.8");
    await expect(requestPhone({ botName: "xworld_bot" }, () => Promise.resolve({ data: { phone_number: "x" } }))).rejects.toMatchObject({
      code: "not_supported",
    });
    expect(handle.events.map(([type]) => type)).not.toContain("web_app_request_phone");
  });

  it("fails with not_in_telegram outside Telegram", async () => {
    await expect(requestPhone({ botName: "xworld_bot" }, () => Promise.resolve({ data: { phone_number: "x" } }))).rejects.toMatchObject({
      code: "not_in_telegram",
    });
  });
});
