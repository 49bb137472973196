import { TEST_NOW } from "@repo/vitest-config/clock";
import { parseLaunchParamsQuery } from "@telegram-apps/sdk";
import { isValid } from "@telegram-apps/init-data-node";
import { afterEach, describe, expect, it } from "vitest";
import { confirmPopup } from "./popup";
import { startTelegram, telegramSession } from "./start";
import {
  buildLaunchHash,
  buildLaunchUrl,
  installFakeTelegram,
  leaveMiniApp,
  openAsMiniApp,
  signTestContact,
  signTestInitData,
} from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
});

describe("signed test data", () => {
  it("signs init data the server can validate with the bot token, and only with it", () => {
    const initData = signTestInitData({ botToken: BOT_TOKEN, authDate: AUTH_DATE, startParam: "ref1" });
    // The age is the server's business (it judges it by its own clock): only the signature here.
    expect(isValid(initData, BOT_TOKEN, { expiresIn: 0 })).toBe(true);
    expect(isValid(initData, "999:OTHER", { expiresIn: 0 })).toBe(false);
    expect(new URLSearchParams(initData).get("auth_date")).toBe(String(TEST_NOW / 1000));
    const params = new URLSearchParams(initData);
    expect(params.get("signature")).not.toBeNull();
    expect(params.get("start_param")).toBe("ref1");
  });

  it("signs contacts the same way", () => {
    const raw = signTestContact(BOT_TOKEN, { user_id: 1, phone_number: "849", first_name: "A" }, AUTH_DATE);
    expect(isValid(raw, BOT_TOKEN, { expiresIn: 0 })).toBe(true);
    expect(isValid(raw.replace("849", "848"), BOT_TOKEN, { expiresIn: 0 })).toBe(false);
    expect(new URLSearchParams(raw).get("auth_date")).toBe(String(TEST_NOW / 1000));
    expect(JSON.parse(new URLSearchParams(raw).get("contact") ?? "{}")).toEqual({ user_id: 1, phone_number: "849", first_name: "A" });
  });

  it("builds a launch hash and URL the SDK parses", () => {
    const hash = buildLaunchHash({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version: "7.10", platform: "ios", startParam: "ref2" });
    const parsed = parseLaunchParamsQuery(hash.slice(1));
    expect(parsed).toMatchObject({ tgWebAppVersion: "7.10", tgWebAppPlatform: "ios", tgWebAppStartParam: "ref2" });
    expect(parsed.tgWebAppThemeParams.bg_color).toBe("#17212b");
    expect(buildLaunchUrl("http://127.0.0.1:3100/vi-VN#old", { botToken: BOT_TOKEN, authDate: AUTH_DATE })).toMatch(/^http:\/\/127\.0\.0\.1:3100\/vi-VN#tgWebAppData=/);
  });
});

describe("installFakeTelegram", () => {
  it("still works when rebuilt from its source text, as page.addInitScript does", async () => {
    const source = installFakeTelegram.toString();
    const rebuilt = new Function(`return (${source});`)() as typeof installFakeTelegram;
    window.history.replaceState(null, "", `/${buildLaunchHash({ botToken: BOT_TOKEN, authDate: AUTH_DATE })}`);
    rebuilt({ popupAnswer: "cancel" });
    startTelegram({ botName: "xworld_bot" });
    await expect(confirmPopup({ message: "Close?" })).resolves.toBe("cancel");
    expect(window.__fakeTelegram?.events.map(([type]) => type)).toContain("web_app_open_popup");
  });

  it("lets the answers change while the page runs", async () => {
    const handle = openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, fake: { popupAnswer: "ok" } });
    startTelegram({ botName: "xworld_bot" });
    await expect(confirmPopup({ message: "1" })).resolves.toBe("ok");
    handle.options.popupAnswer = null;
    await expect(confirmPopup({ message: "2" })).resolves.toBe("cancel");
  });

  it("a second popup while one is open fails with popup_failed", async () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    startTelegram({ botName: "xworld_bot" });
    const first = confirmPopup({ message: "1" });
    await expect(confirmPopup({ message: "2" })).rejects.toMatchObject({ code: "popup_failed" });
    await expect(first).resolves.toBe("ok");
  });
});
