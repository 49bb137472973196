import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import { fakeRouter, fakeWindow, type FakeWindowOptions } from "./test-window";
import { createWebPlatform, type WebPlatformOptions } from "./web";

function setup(windowOptions: FakeWindowOptions = {}, overrides: Partial<WebPlatformOptions> = {}) {
  const fake = fakeWindow(windowOptions);
  const router = fakeRouter();
  const platform = createWebPlatform({
    kind: "web",
    brand: "xworld",
    router,
    getLocale: () => "vi-VN",
    storage: createMemoryStorage(),
    window: fake.window,
    ...overrides,
  });
  return { platform, router, ...fake };
}

describe("web share", () => {
  it.each(["", "   "])("refuses empty text %j with the spec's warning", async (text) => {
    const share = vi.fn(async () => undefined);
    const { platform } = setup({ share });
    expect(await platform.share(text, "https://x.example.com")).toEqual({
      ok: false,
      reason: "empty-text",
      warning: "Share failed, text is empty",
    });
    expect(share).not.toHaveBeenCalled();
  });

  it("uses the system share sheet", async () => {
    const share = vi.fn(async () => undefined);
    const { platform } = setup({ share });
    expect(await platform.share("Join me", "https://x.example.com/share/land?uid=1")).toEqual({ ok: true, via: "share-sheet" });
    expect(share).toHaveBeenCalledWith({ text: "Join me", url: "https://x.example.com/share/land?uid=1" });
    expect(platform.capabilities.nativeShare).toBe(true);
  });

  it("reports a dismissed share sheet as cancelled", async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException("dismissed", "AbortError")));
    const { platform } = setup({ share });
    expect(await platform.share("Join me")).toEqual({ ok: false, reason: "cancelled" });
  });

  it("falls back to the app's share dialog without a share sheet", async () => {
    const openShareDialog = vi.fn();
    const { platform } = setup({}, { openShareDialog });
    expect(await platform.share("Join me", "https://u")).toEqual({ ok: true, via: "share-dialog" });
    expect(openShareDialog).toHaveBeenCalledWith("Join me", "https://u");
    expect(platform.capabilities.nativeShare).toBe(false);
  });

  it("cannot start Sud games", async () => {
    const { platform } = setup({});
    expect(platform.capabilities.sudGames).toBe(false);
    expect(await platform.startSudGame({ game_id: "1", room_id: "r" })).toBe("unsupported");
  });

  it("falls back to the clipboard without a sheet or dialog", async () => {
    const clipboard = vi.fn(async () => undefined);
    const { platform } = setup({ clipboard });
    expect(await platform.share("Join me", "https://u")).toEqual({ ok: true, via: "clipboard" });
    expect(clipboard).toHaveBeenCalledWith("Join me https://u");
  });

  it("fails when nothing can share", async () => {
    expect(await setup().platform.share("Join me")).toEqual({ ok: false, reason: "failed" });
  });
});

describe("web navigation", () => {
  it("opens links in a new tab, or in this one when pop-ups are blocked", async () => {
    const opened = setup();
    await opened.platform.openLink("https://help.example.com");
    expect(opened.open).toHaveBeenCalledWith("https://help.example.com", "_blank");
    expect(opened.assign).not.toHaveBeenCalled();
    expect(opened.open.mock.results[0]?.value).toMatchObject({ opener: null });

    const blocked = setup({ openReturns: "blocked" });
    await blocked.platform.openLink("https://help.example.com");
    expect(blocked.assign).toHaveBeenCalledWith("https://help.example.com");
  });

  it.each(["javascript:alert(document.cookie)", " JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "intent://x#Intent;end", "//evil.example", "/wallet"])("refuses to open %j", async (url) => {
    const { platform, open, assign } = setup({ openReturns: "blocked" });
    await platform.openLink(url);
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("opens app pages in place with the locale prefix", async () => {
    const { platform, router } = setup();
    await platform.openWebView("/task/details?taskId=4");
    expect(router.push).toHaveBeenCalledWith("/vi-VN/task/details?taskId=4");
  });

  it("opens a post at its page", async () => {
    const { platform, router } = setup();
    await platform.openPost(12);
    expect(router.push).toHaveBeenCalledWith("/vi-VN/posts/12");
  });

  it.each([
    ["web", "xworld", "/vi-VN/user/login-home"],
    ["page-model", "xworld", "/vi-VN/user/login-home"],
    ["luckybear-web", "luckybear", "/vi-VN/luckybear"],
  ] as const)("%s logout goes to %s", async (kind, brand, href) => {
    const { platform, router } = setup({}, { kind, brand });
    await platform.logout();
    expect(router.replace).toHaveBeenCalledWith(href);
  });

  it("close goes to the brand's home", async () => {
    const { platform, router } = setup({}, { kind: "luckybear-web", brand: "luckybear" });
    await platform.close();
    expect(router.replace).toHaveBeenCalledWith("/vi-VN/luckybear");
  });
});
