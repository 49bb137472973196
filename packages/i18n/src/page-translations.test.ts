import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { loadMessages } from "./catalogs";
import { changedTexts, compileServerTexts, createPageTranslationLoader } from "./page-translations";

const compiled: Messages = { welcome: ["Chào mừng"], error_net_try: ["Lỗi mạng"] };
const loadCompiled = vi.fn(async () => compiled);

function translate(messages: Messages, id: string, values?: Record<string, unknown>) {
  return setupI18n({ locale: "vi-VN", messages: { "vi-VN": messages } })._(id, values);
}

describe("createPageTranslationLoader", () => {
  it("asks for the locale's texts with the build version and merges them over the compiled catalog", async () => {
    const fetchTexts = vi.fn(async () => ({ error_net_try: "Mạng lỗi, thử lại", lack_: "Không đủ {coin}" }));
    const loader = createPageTranslationLoader({ fetchTexts, buildVersion: "2.0.1", loadCompiled });

    const messages = await loader.load("vi-VN", ["ui", "xworld"]);

    expect(fetchTexts).toHaveBeenCalledWith("vi-VN", "2.0.1");
    expect(loadCompiled).toHaveBeenCalledWith("vi-VN", ["ui", "xworld"]);
    expect(translate(messages, "welcome")).toBe("Chào mừng");
    expect(translate(messages, "error_net_try")).toBe("Mạng lỗi, thử lại");
    expect(translate(messages, "lack_", { coin: "USDT" })).toBe("Không đủ USDT");
  });

  it("falls back to the compiled catalogs when the request fails", async () => {
    const onFallback = vi.fn();
    const fetchTexts = vi.fn(async () => {
      throw new Error("HTTP 503");
    });
    const loader = createPageTranslationLoader({ fetchTexts, buildVersion: "1", loadCompiled, onFallback });

    expect(await loader.load("vi-VN", ["ui"])).toEqual(compiled);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ message: "HTTP 503" }));
  });

  it.each([
    ["null", null],
    ["a string", "<html>502 Bad Gateway</html>"],
    ["a list", ["a", "b"]],
    ["no text values", { a: 1, b: { nested: "x" }, c: "" }],
  ])("falls back to the compiled catalogs when the body is %s", async (_name, body) => {
    const onFallback = vi.fn();
    const loader = createPageTranslationLoader({ fetchTexts: async () => body, buildVersion: "1", loadCompiled, onFallback });
    expect(await loader.load("vi-VN", ["ui"])).toEqual(compiled);
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it("keeps the compiled text for entries that are not text or not valid ICU", async () => {
    const loader = createPageTranslationLoader({
      fetchTexts: async () => ({ welcome: 42, error_net_try: "{broken", fresh: "Mới" }),
      buildVersion: "1",
      loadCompiled,
    });
    const messages = await loader.load("vi-VN", ["ui"]);
    expect(translate(messages, "welcome")).toBe("Chào mừng");
    expect(translate(messages, "error_net_try")).toBe("Lỗi mạng");
    expect(translate(messages, "fresh")).toBe("Mới");
  });

  it("fetches a locale once, and again only after retryAfterMs when it failed", async () => {
    let clock = 0;
    const fetchTexts = vi
      .fn<(locale: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ welcome: "Xin chào" });
    const loader = createPageTranslationLoader({ fetchTexts, buildVersion: "1", loadCompiled, retryAfterMs: 30_000, now: () => clock });

    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Chào mừng");
    clock = 29_999;
    // A stalled backend costs one request its timeout, not every request after it.
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Chào mừng");
    expect(fetchTexts).toHaveBeenCalledTimes(1);
    clock = 30_000;
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Xin chào");
    expect(translate(await loader.load("vi-VN", ["xworld"]), "welcome")).toBe("Xin chào");
    expect(fetchTexts).toHaveBeenCalledTimes(2);
  });

  it("remembers an unusable body like a failure", async () => {
    let clock = 0;
    const fetchTexts = vi.fn<(locale: string) => Promise<unknown>>().mockResolvedValueOnce("<html>").mockResolvedValue({ welcome: "Xin chào" });
    const loader = createPageTranslationLoader({ fetchTexts, buildVersion: "1", loadCompiled, retryAfterMs: 10, now: () => clock });
    await loader.load("vi-VN", ["ui"]);
    await loader.load("vi-VN", ["ui"]);
    expect(fetchTexts).toHaveBeenCalledTimes(1);
    clock = 10;
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Xin chào");
  });

  it("asks again once the texts are older than maxAgeMs", async () => {
    let clock = 0;
    const fetchTexts = vi.fn(async () => ({ welcome: `Xin chào ${clock}` }));
    const loader = createPageTranslationLoader({ fetchTexts, buildVersion: "1", loadCompiled, maxAgeMs: 1000, now: () => clock });
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Xin chào 0");
    clock = 999;
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Xin chào 0");
    clock = 1000;
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Xin chào 1000");
    expect(fetchTexts).toHaveBeenCalledTimes(2);
  });

  it("uses the compiled catalogs of the package by default", async () => {
    const loader = createPageTranslationLoader({ fetchTexts: async () => ({ extra: "Thêm" }), buildVersion: "1" });
    const messages = await loader.load("vi-VN", ["xworld"]);
    expect(translate(messages, "extra")).toBe("Thêm");
    expect(messages).toMatchObject(await loadMessages("vi-VN", ["xworld"]));
  });
});

describe("the corrections a browser merges over the compiled catalogs", () => {
  it("are the server's new and changed texts only, from the same one request", async () => {
    const fetchTexts = vi.fn(async () => ({ welcome: "Chào mừng", error_net_try: "Mạng lỗi, thử lại", fresh: "Mới" }));
    const loader = createPageTranslationLoader({ fetchTexts, buildVersion: "1", loadCompiled });
    expect(await loader.corrections("vi-VN", ["ui"])).toEqual({ error_net_try: ["Mạng lỗi, thử lại"], fresh: ["Mới"] });
    expect(translate({ ...compiled, ...(await loader.corrections("vi-VN", ["ui"])) }, "error_net_try")).toBe("Mạng lỗi, thử lại");
    await loader.load("vi-VN", ["ui"]);
    expect(fetchTexts).toHaveBeenCalledOnce();
  });

  it("are worked out once per answer of the server, not on every request", async () => {
    const loadOnce = vi.fn(async () => compiled);
    const loader = createPageTranslationLoader({ fetchTexts: async () => ({ fresh: "Mới" }), buildVersion: "1", loadCompiled: loadOnce });
    const first = await loader.corrections("vi-VN", ["ui"]);
    expect(await loader.corrections("vi-VN", ["ui"])).toBe(first);
    await loader.load("vi-VN", ["ui"]);
    expect(loadOnce).toHaveBeenCalledOnce();
  });

  it("are none when the server's texts cannot be used", async () => {
    const loader = createPageTranslationLoader({ fetchTexts: async () => null, buildVersion: "1", loadCompiled });
    expect(await loader.corrections("vi-VN", ["ui"])).toEqual({});
  });

  it("compare compiled messages with their placeholders", () => {
    const withCoin: Messages = { lack: ["Không đủ ", ["coin"]] };
    expect(changedTexts(withCoin, { lack: ["Không đủ ", ["coin"]] })).toEqual({});
    expect(changedTexts(withCoin, { lack: ["Thiếu ", ["coin"]] })).toEqual({ lack: ["Thiếu ", ["coin"]] });
  });
});

describe("compileServerTexts", () => {
  it("compiles ICU placeholders and plurals", () => {
    const messages = compileServerTexts({ coins: "{n, plural, one {# xu} other {# xu}}" });
    expect(messages && translate(messages, "coins", { n: 3 })).toBe("3 xu");
  });
});
