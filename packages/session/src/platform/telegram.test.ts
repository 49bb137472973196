import { SHARE_EMPTY_TEXT_WARNING as TELEGRAM_WARNING } from "@repo/telegram/share";
import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import { createTelegramPlatform, type TelegramApi } from "./telegram";
import { fakeRouter, fakeWindow } from "./test-window";
import { SHARE_EMPTY_TEXT_WARNING } from "./types";

function fakeTelegram(overrides: Partial<TelegramApi> = {}): TelegramApi {
  return {
    shareToChat: vi.fn<TelegramApi["shareToChat"]>(() => ({ ok: true })),
    openLink: vi.fn<TelegramApi["openLink"]>(() => true),
    openTelegramLink: vi.fn<TelegramApi["openTelegramLink"]>(() => true),
    closeMiniApp: vi.fn<TelegramApi["closeMiniApp"]>(() => true),
    clientVersion: vi.fn<TelegramApi["clientVersion"]>(() => "8.0"),
    ...overrides,
  };
}

function setup(telegram = fakeTelegram(), brand: "xworld" | "luckybear" = "xworld") {
  const fake = fakeWindow();
  const router = fakeRouter();
  const platform = createTelegramPlatform({
    brand,
    router,
    getLocale: () => "en-US",
    storage: createMemoryStorage(),
    window: fake.window,
    telegram,
  });
  return { platform, router, telegram, ...fake };
}

it("uses the same empty-text warning as @repo/telegram", () => {
  expect(SHARE_EMPTY_TEXT_WARNING).toBe(TELEGRAM_WARNING);
});

describe("telegram share", () => {
  it("shares to a chat", async () => {
    const { platform, telegram } = setup();
    expect(await platform.share("Play with me", "https://t.me/bot/app?startapp=1")).toEqual({ ok: true, via: "telegram" });
    expect(telegram.shareToChat).toHaveBeenCalledWith({ text: "Play with me", url: "https://t.me/bot/app?startapp=1" });
  });

  it("maps the empty-text refusal to the warning", async () => {
    const telegram = fakeTelegram({
      shareToChat: () => ({ ok: false, reason: "empty_text", warning: TELEGRAM_WARNING }),
    });
    expect(await setup(telegram).platform.share(" ")).toEqual({
      ok: false,
      reason: "empty-text",
      warning: "Share failed, text is empty",
    });
  });

  it("fails when Telegram cannot share", async () => {
    const telegram = fakeTelegram({ shareToChat: () => ({ ok: false, reason: "not_in_telegram" }) });
    expect(await setup(telegram).platform.share("hi")).toEqual({ ok: false, reason: "failed" });
  });
});

describe("telegram links and close", () => {
  it("opens t.me links inside Telegram and others as outside links", async () => {
    const { platform, telegram, open } = setup();
    await platform.openLink("https://t.me/xworld_support_bot?start=1_unable_create_appeal");
    await platform.openLink("https://help.example.com");
    expect(telegram.openTelegramLink).toHaveBeenCalledWith("https://t.me/xworld_support_bot?start=1_unable_create_appeal");
    expect(telegram.openLink).toHaveBeenCalledWith("https://help.example.com");
    expect(open).not.toHaveBeenCalled();
  });

  it("falls back to window.open when Telegram refuses", async () => {
    const { platform, open } = setup(fakeTelegram({ openLink: () => false }));
    await platform.openLink("https://help.example.com");
    expect(open).toHaveBeenCalledWith("https://help.example.com", "_blank", "noopener,noreferrer");
  });

  it.each(["javascript:alert(document.cookie)", " JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "intent://x#Intent;end", "//evil.example", "/wallet"])("refuses to open %j", async (url) => {
    const { platform, telegram, open } = setup(fakeTelegram({ openLink: vi.fn<TelegramApi["openLink"]>(() => false) }));
    await platform.openLink(url);
    expect(telegram.openLink).not.toHaveBeenCalled();
    expect(telegram.openTelegramLink).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("close closes the mini app", async () => {
    const { platform, telegram } = setup();
    await platform.close();
    expect(telegram.closeMiniApp).toHaveBeenCalledOnce();
  });

  it.each([
    ["xworld", "/en-US"],
    ["luckybear", "/en-US/luckybear"],
  ] as const)("logout on %s goes to %s (never to a login page)", async (brand, href) => {
    const { platform, router } = setup(fakeTelegram(), brand);
    await platform.logout();
    expect(router.replace).toHaveBeenCalledWith(href);
  });
});

describe("telegram capabilities", () => {
  it.each([
    ["8.0", true],
    ["6.9", true],
    ["6.8", false],
    [null, false],
  ])("contact request with client %s → %s", (version, expected) => {
    const { platform } = setup(fakeTelegram({ clientVersion: () => version }));
    expect(platform.capabilities.contactRequest).toBe(expected);
  });

  it("cannot start Sud games (the mini app has no Sud SDK)", async () => {
    const { platform } = setup(fakeTelegram());
    expect(platform.capabilities.sudGames).toBe(false);
    expect(await platform.startSudGame({ game_id: "1", room_id: "r" })).toBe("unsupported");
  });
});
