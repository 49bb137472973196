import { createBridge } from "@repo/native-bridge/bridge";
import { installBridgeSimulator, type BridgeSimulator } from "@repo/native-bridge/simulator";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import { createNativePlatform, type NativePlatformOptions } from "./native";
import { fakeRouter, fakeWindow } from "./test-window";

let simulator: BridgeSimulator;

beforeEach(() => {
  localStorage.clear();
  simulator = installBridgeSimulator({ version: "3.2.0" });
});

afterEach(() => {
  simulator.uninstall();
});

function setup(overrides: Partial<NativePlatformOptions> = {}) {
  const fake = fakeWindow({ origin: "https://app.example.com" });
  const router = fakeRouter();
  const platform = createNativePlatform({
    brand: "xworld",
    router,
    getLocale: () => "vi-VN",
    storage: createMemoryStorage(),
    window: fake.window,
    bridge: createBridge(),
    homeScheme: "xworld://home",
    ...overrides,
  });
  return { platform, router, ...fake };
}

describe("native platform", () => {
  it("pays a merchant order through the host and reports how it ended", async () => {
    const { platform } = setup();
    const order = { mch_id: "luckybear", order_id: "R1", app_name: "luckybear", jump_page: "https://lb.example/x" };
    expect(platform.capabilities.hostPay).toBe(true);
    simulator.set("startXWorldPay", { ret: 0, params: { status: "success", order_id: "R1" } });
    expect(await platform.payOrder(order)).toBe("success");
    expect(simulator.callsTo("startXWorldPay")[0]?.params).toEqual(order);
    simulator.set("startXWorldPay", { ret: 1002, msg: "user cancelled" });
    expect(await platform.payOrder(order)).toBe("cancel");
    simulator.set("startXWorldPay", { ret: 500, msg: "boom" });
    expect(await platform.payOrder(order)).toBe("fail");
  });

  it("starts a Sud game through the host, and says so where the host cannot", async () => {
    const { platform } = setup();
    expect(platform.capabilities.sudGames).toBe(true);
    expect(await platform.startSudGame({ game_id: "1468090257126719572", room_id: "719572-001" })).toBe("started");
    expect(simulator.callsTo("startSudGame")[0]?.params).toEqual({ game_id: "1468090257126719572", room_id: "719572-001" });
    simulator.set("startSudGame", { ret: 500, msg: "sdk failed" });
    expect(await platform.startSudGame({ game_id: "1", room_id: "r" })).toBe("fail");
    simulator.setUnsupported(["startSudGame"]);
    expect(platform.capabilities.sudGames).toBe(false);
    expect(await platform.startSudGame({ game_id: "1", room_id: "r" })).toBe("unsupported");
  });

  it("shares through the host", async () => {
    const { platform } = setup();
    expect(await platform.share("Join", "https://x.example.com/s")).toEqual({ ok: true, via: "native-app" });
    expect(simulator.callsTo("share")[0]?.params).toEqual({ text: "Join", url: "https://x.example.com/s" });
  });

  it("refuses empty text without calling the host", async () => {
    const { platform } = setup();
    expect(await platform.share("")).toMatchObject({ reason: "empty-text", warning: "Share failed, text is empty" });
    expect(simulator.callsTo("share")).toEqual([]);
  });

  it("falls back to web sharing on a host without share", async () => {
    simulator.setUnsupported(["share"]);
    const openShareDialog = vi.fn();
    const { platform } = setup({ openShareDialog });
    expect(platform.capabilities.nativeShare).toBe(false);
    expect(await platform.share("Join")).toEqual({ ok: true, via: "share-dialog" });
  });

  it("reports a failed host share", async () => {
    simulator.set("share", { ret: 1, msg: "no app to share with" });
    expect(await setup().platform.share("Join")).toEqual({ ok: false, reason: "failed" });
  });

  it("opens app pages in a locale-prefixed webview", async () => {
    const { platform, router } = setup();
    await platform.openWebView("/task/details?taskId=7&from=list");
    expect(simulator.opened).toEqual([
      { method: "openWebView", url: "https://app.example.com/vi-VN/task/details?taskId=7&from=list" },
    ]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("navigates in place when the host cannot open webviews", async () => {
    simulator.setUnsupported(["openWebView"]);
    const { platform, router } = setup();
    await platform.openWebView("/wallet");
    expect(router.push).toHaveBeenCalledWith("/vi-VN/wallet");
  });

  it("opens a post in the host's own post view, or the app's post page when the host has none", async () => {
    const { platform, router } = setup();
    await platform.openPost(3);
    expect(simulator.callsTo("openPost")[0]?.params).toEqual({ post_id: "3" });
    expect(simulator.opened).toEqual([]);

    simulator.setUnsupported(["openPost"]);
    await platform.openPost(4);
    expect(simulator.opened).toEqual([{ method: "openWebView", url: "https://app.example.com/vi-VN/posts/4" }]);

    simulator.setUnsupported(["openPost", "openWebView"]);
    await platform.openPost(5);
    expect(router.push).toHaveBeenCalledWith("/vi-VN/posts/5");
  });

  it("opens outside links in the host's browser tab", async () => {
    const { platform, open } = setup();
    await platform.openLink("https://help.example.com");
    expect(simulator.opened).toEqual([{ method: "openChromeTab", url: "https://help.example.com" }]);
    expect(open).not.toHaveBeenCalled();
  });

  it.each(["javascript:alert(document.cookie)", " JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "intent://x#Intent;end", "//evil.example", "/wallet"])("refuses to open %j", async (url) => {
    const { platform, open } = setup();
    await platform.openLink(url);
    expect(simulator.opened).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it("logout calls the host's logout, then opens the home scheme", async () => {
    simulator.setUser(5);
    const { platform, assign } = setup();
    await platform.logout();
    expect(simulator.callsTo("webLogout")).toHaveLength(1);
    expect(simulator.state.user).toBeNull();
    expect(assign).toHaveBeenCalledWith("xworld://home");
  });

  it("logout still goes home when the host fails", async () => {
    simulator.set("webLogout", { ret: 500, msg: "oops" });
    const { platform, assign } = setup();
    await platform.logout();
    expect(assign).toHaveBeenCalledWith("xworld://home");
  });

  it("tells the host about a login made in the page", async () => {
    const { platform } = setup();
    await platform.notifyLogin({ userId: 12, secretKey: "s", userName: "Lan", loginType: "login_v2" });
    expect(simulator.callsTo("webLogin")[0]?.params).toEqual({
      user_id: 12,
      user_secret_key: "s",
      username: "Lan",
      login_type: "login_v2",
    });
    expect(simulator.state.user?.user_id).toBe(12);
  });

  it("close closes the view", async () => {
    await setup().platform.close();
    expect(simulator.closed).toBe(true);
  });

  it("mirrors storage writes to the host only when asked", async () => {
    setup().platform.storage.setItem("user_id", "1");
    const mirrored = setup({ mirrorStorageToHost: true }).platform;
    mirrored.storage.setItem("user_id", "2");
    await vi.waitFor(() => expect(simulator.state.localData).toEqual({ user_id: "2" }));
    expect(mirrored.storage.getItem("user_id")).toBe("2");
  });
});
