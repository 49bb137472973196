import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, describe, expect, it } from "vitest";
import { isTelegram } from "./detect";
import { TelegramError } from "./errors";
import { startTelegram, telegramSession } from "./start";
import { DEFAULT_TEST_USER, leaveMiniApp, openAsMiniApp } from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
});

/** The start's timer ran: what it leaves for the next task has been posted. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function postedTypes(): string[] {
  return (window.__fakeTelegram?.events ?? []).map(([type]) => type);
}

describe("isTelegram", () => {
  it("is false in a plain browser page", () => {
    expect(isTelegram()).toBe(false);
  });

  it("is true when opened as a mini app", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    expect(isTelegram()).toBe(true);
  });
});

describe("startTelegram", () => {
  it("refuses to start outside Telegram", () => {
    expect(() => startTelegram({ botName: "xworld_bot" })).toThrow(TelegramError);
    expect(telegramSession()).toBeNull();
  });

  it("reads the launch context", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, startParam: "ref123_lang-ru-RU", version: "7.10", platform: "ios" });
    const { context } = startTelegram({ botName: "xworld_bot" });
    expect(context).toMatchObject({
      botName: "xworld_bot",
      startParam: "ref123_lang-ru-RU",
      parsedStartParam: { code: "ref123", language: "ru-RU" },
      platform: "ios",
      version: "7.10",
    });
    expect(context.user).toMatchObject({ id: DEFAULT_TEST_USER.id, first_name: "Test" });
    expect(context.initData).toContain("hash=");
    expect(context.initData).toContain("signature=");
  });

  it("tells Telegram it is ready at once, then expands and disables vertical swipes in the next task", async () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version: "8.0" });
    startTelegram({ botName: "xworld_bot" });
    expect(postedTypes()).toEqual(expect.arrayContaining(["iframe_ready", "web_app_ready"]));
    expect(postedTypes()).not.toContain("web_app_expand");
    await nextTask();
    expect(postedTypes()).toContain("web_app_expand");
    const swipe = window.__fakeTelegram?.events.find(([type]) => type === "web_app_setup_swipe_behavior");
    expect(swipe?.[1]).toEqual({ allow_vertical_swipe: false });
  });

  it("expands nothing after a stop that came first", async () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version: "8.0" });
    startTelegram({ botName: "xworld_bot" }).stop();
    await nextTask();
    expect(postedTypes()).toContain("web_app_ready");
    expect(postedTypes()).not.toContain("web_app_expand");
  });

  it("does not ask a client older than 7.7 to disable swipes", async () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version: "7.2" });
    startTelegram({ botName: "xworld_bot" });
    await nextTask();
    expect(postedTypes()).toEqual(expect.arrayContaining(["web_app_ready", "web_app_expand"]));
    expect(postedTypes()).not.toContain("web_app_setup_swipe_behavior");
  });

  it("binds theme params to --tg-theme-* CSS variables and unbinds them on stop", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, themeParams: { bg_color: "#112233", text_color: "#fefefe" } });
    const session = startTelegram({ botName: "xworld_bot" });
    const style = document.documentElement.style;
    expect(style.getPropertyValue("--tg-theme-bg-color")).toBe("#112233");
    expect(style.getPropertyValue("--tg-theme-text-color")).toBe("#fefefe");
    session.stop();
    expect(style.getPropertyValue("--tg-theme-bg-color")).toBe("");
  });

  it("returns the running session when called twice, and can start again after stop", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    const first = startTelegram({ botName: "xworld_bot" });
    expect(startTelegram({ botName: "other" })).toBe(first);
    first.stop();
    expect(telegramSession()).toBeNull();
    const second = startTelegram({ botName: "xworld_bot" });
    expect(second).not.toBe(first);
    expect(document.documentElement.style.getPropertyValue("--tg-theme-bg-color")).not.toBe("");
  });
});
