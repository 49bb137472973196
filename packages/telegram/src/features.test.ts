import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hideBackButton, isBackButtonVisible, onBackButtonClick, showBackButton } from "./back-button";
import { cloudStorageGet, cloudStorageSet } from "./cloud-storage";
import { openLink, openTelegramLink } from "./links";
import { closeMiniApp, confirmAndClose, confirmPopup } from "./popup";
import { SHARE_EMPTY_TEXT_WARNING, shareToChat } from "./share";
import { startTelegram, telegramSession } from "./start";
import { leaveMiniApp, openAsMiniApp, type FakeTelegramOptions } from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
});

function launch(version = "8.0", fake: FakeTelegramOptions = {}) {
  const handle = openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version, fake });
  startTelegram({ botName: "xworld_bot" });
  return handle;
}

function posted(handle: ReturnType<typeof launch>, type: string): unknown[] {
  return handle.events.filter(([t]) => t === type).map(([, data]) => data);
}

describe("popup", () => {
  it.each([
    ["ok", "ok"],
    ["cancel", "cancel"],
    [null, "cancel"],
  ] as const)("pressing %s gives %s", async (answer, expected) => {
    const handle = launch("8.0", { popupAnswer: answer });
    await expect(confirmPopup({ title: "Leave?", message: "Close the game?" })).resolves.toBe(expected);
    expect(posted(handle, "web_app_open_popup")[0]).toEqual({
      title: "Leave?",
      message: "Close the game?",
      buttons: [
        { id: "ok", type: "ok" },
        { id: "cancel", type: "cancel" },
      ],
    });
  });

  it("uses custom button texts when given", async () => {
    const handle = launch();
    await confirmPopup({ message: "Sure?", okText: "Close", cancelText: "Stay" });
    expect(posted(handle, "web_app_open_popup")[0]).toMatchObject({
      buttons: [
        { id: "ok", type: "default", text: "Close" },
        { id: "cancel", type: "destructive", text: "Stay" },
      ],
    });
  });

  it("confirmAndClose closes the mini app on ok only", async () => {
    const handle = launch("8.0", { popupAnswer: "cancel" });
    await expect(confirmAndClose({ message: "Close?" })).resolves.toBe("cancel");
    expect(posted(handle, "web_app_close")).toHaveLength(0);
    handle.options.popupAnswer = "ok";
    await expect(confirmAndClose({ message: "Close?" })).resolves.toBe("ok");
    expect(posted(handle, "web_app_close")).toHaveLength(1);
  });

  it("is unavailable outside Telegram", async () => {
    await expect(confirmPopup({ message: "x" })).rejects.toMatchObject({ code: "not_in_telegram" });
    expect(closeMiniApp()).toBe(false);
  });
});

describe("back button", () => {
  it("shows, hides and reports presses", async () => {
    const handle = launch();
    const pressed = vi.fn();
    const off = onBackButtonClick(pressed);
    expect(showBackButton()).toBe(true);
    expect(isBackButtonVisible()).toBe(true);
    expect(posted(handle, "web_app_setup_back_button").at(-1)).toEqual({ is_visible: true });

    handle.pressBack();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledOnce());

    off();
    handle.pressBack();
    handle.emit("viewport_changed", { height: 1, width: 1, is_expanded: true, is_state_stable: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed).toHaveBeenCalledOnce();

    expect(hideBackButton()).toBe(true);
    expect(posted(handle, "web_app_setup_back_button").at(-1)).toEqual({ is_visible: false });
  });

  it("does nothing before the mini app started", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    expect(showBackButton()).toBe(false);
    expect(isBackButtonVisible()).toBe(false);
    const off = onBackButtonClick(() => {});
    expect(typeof off).toBe("function");
  });

  it("is unavailable before Mini Apps 6.1", () => {
    const handle = launch("6.0");
    expect(showBackButton()).toBe(false);
    expect(posted(handle, "web_app_setup_back_button")).toHaveLength(0);
  });
});

describe("share", () => {
  it("opens Telegram's share link with the url and text", () => {
    const handle = launch();
    expect(shareToChat({ text: "Play with me", url: "https://xworld.example/r/abc" })).toEqual({ ok: true });
    const [link] = posted(handle, "web_app_open_tg_link") as { path_full: string }[];
    const query = new URLSearchParams(link?.path_full.split("?")[1]);
    expect(link?.path_full.startsWith("/share/url?")).toBe(true);
    expect(query.get("url")).toBe("https://xworld.example/r/abc");
    expect(query.get("text")).toBe("Play with me");
  });

  it("shares the text itself when there is no url", () => {
    const handle = launch();
    shareToChat({ text: "just text" });
    const [link] = posted(handle, "web_app_open_tg_link") as { path_full: string }[];
    expect(new URLSearchParams(link?.path_full.split("?")[1]).get("url")).toBe("just text");
  });

  it.each(["", "   "])("warns instead of sharing empty text %j", (text) => {
    const handle = launch();
    expect(shareToChat({ text, url: "https://x.example" })).toEqual({
      ok: false,
      reason: "empty_text",
      warning: "Share failed, text is empty",
    });
    expect(SHARE_EMPTY_TEXT_WARNING).toBe("Share failed, text is empty");
    expect(posted(handle, "web_app_open_tg_link")).toHaveLength(0);
  });

  it("is not_in_telegram outside Telegram", () => {
    expect(shareToChat({ text: "hi" })).toEqual({ ok: false, reason: "not_in_telegram" });
  });
});

describe("links", () => {
  it("opens outside links and t.me links through Telegram", () => {
    const handle = launch();
    expect(openLink("https://example.com/help", { tryInstantView: true })).toBe(true);
    expect(posted(handle, "web_app_open_link")[0]).toMatchObject({ url: "https://example.com/help", try_instant_view: true });
    expect(openTelegramLink("https://t.me/xworld_support_bot?start=42_unable_create_appeal")).toBe(true);
    expect(posted(handle, "web_app_open_tg_link")[0]).toEqual({ path_full: "/xworld_support_bot?start=42_unable_create_appeal" });
  });

  it("answers false for links Telegram cannot open, and outside Telegram", () => {
    launch();
    expect(openTelegramLink("https://example.com")).toBe(false);
    expect(openLink("not a url")).toBe(false);
    telegramSession()?.stop();
    leaveMiniApp();
    expect(openLink("https://example.com")).toBe(false);
  });
});

describe("CloudStorage", () => {
  it("reads and writes values through custom methods", async () => {
    const handle = launch("8.0", { cloudStorage: { lang: "ru-RU" } });
    await expect(cloudStorageGet("lang")).resolves.toBe("ru-RU");
    await expect(cloudStorageGet("missing")).resolves.toBe("");
    await cloudStorageSet("coin", "KTHER");
    expect(handle.cloudStorage.coin).toBe("KTHER");
    await expect(cloudStorageGet("coin")).resolves.toBe("KTHER");
    const methods = posted(handle, "web_app_invoke_custom_method").map((data) => (data as { method: string }).method);
    expect(methods).toEqual(["getStorageValues", "getStorageValues", "saveStorageValue", "getStorageValues"]);
  });

  it("is not supported before Mini Apps 6.9", async () => {
    launch("6.8");
    await expect(cloudStorageGet("lang")).rejects.toMatchObject({ code: "not_supported" });
    await expect(cloudStorageSet("lang", "x")).rejects.toMatchObject({ code: "not_supported" });
  });

  it("is not_in_telegram before the mini app started", async () => {
    await expect(cloudStorageGet("lang")).rejects.toMatchObject({ code: "not_in_telegram" });
  });
});
