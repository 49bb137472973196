import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { loadMessages } from "./catalogs";
import { compileServerTexts, createPageTranslationLoader, pageTranslationPath } from "./page-translations";

const compiled: Messages = { welcome: ["Chào mừng"], error_net_try: ["Lỗi mạng"] };
const loadCompiled = vi.fn(async () => compiled);

function translate(messages: Messages, id: string, values?: Record<string, unknown>) {
  return setupI18n({ locale: "vi-VN", messages: { "vi-VN": messages } })._(id, values);
}

describe("pageTranslationPath", () => {
  it("asks for the locale's file with the build version", () => {
    expect(pageTranslationPath("pt-BR", "1.4.0+build 7")).toBe("i18n/page/pt-BR?v=1.4.0%2Bbuild%207");
  });
});

describe("createPageTranslationLoader", () => {
  it("GETs the locale's texts with the build version and merges them over the compiled catalog", async () => {
    const fetchJson = vi.fn(async () => ({ error_net_try: "Mạng lỗi, thử lại", lack_: "Không đủ {coin}" }));
    const loader = createPageTranslationLoader({ fetchJson, buildVersion: "2.0.1", loadCompiled });

    const messages = await loader.load("vi-VN", ["ui", "xworld"]);

    expect(fetchJson).toHaveBeenCalledWith("i18n/page/vi-VN?v=2.0.1");
    expect(loadCompiled).toHaveBeenCalledWith("vi-VN", ["ui", "xworld"]);
    expect(translate(messages, "welcome")).toBe("Chào mừng");
    expect(translate(messages, "error_net_try")).toBe("Mạng lỗi, thử lại");
    expect(translate(messages, "lack_", { coin: "USDT" })).toBe("Không đủ USDT");
  });

  it("falls back to the compiled catalogs when the request fails", async () => {
    const onFallback = vi.fn();
    const fetchJson = vi.fn(async () => {
      throw new Error("HTTP 503");
    });
    const loader = createPageTranslationLoader({ fetchJson, buildVersion: "1", loadCompiled, onFallback });

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
    const loader = createPageTranslationLoader({ fetchJson: async () => body, buildVersion: "1", loadCompiled, onFallback });
    expect(await loader.load("vi-VN", ["ui"])).toEqual(compiled);
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it("keeps the compiled text for entries that are not text or not valid ICU", async () => {
    const loader = createPageTranslationLoader({
      fetchJson: async () => ({ welcome: 42, error_net_try: "{broken", fresh: "Mới" }),
      buildVersion: "1",
      loadCompiled,
    });
    const messages = await loader.load("vi-VN", ["ui"]);
    expect(translate(messages, "welcome")).toBe("Chào mừng");
    expect(translate(messages, "error_net_try")).toBe("Lỗi mạng");
    expect(translate(messages, "fresh")).toBe("Mới");
  });

  it("fetches a locale once, and again after a failure", async () => {
    const fetchJson = vi
      .fn<(path: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ welcome: "Xin chào" });
    const loader = createPageTranslationLoader({ fetchJson, buildVersion: "1", loadCompiled });

    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Chào mừng");
    expect(translate(await loader.load("vi-VN", ["ui"]), "welcome")).toBe("Xin chào");
    expect(translate(await loader.load("vi-VN", ["xworld"]), "welcome")).toBe("Xin chào");
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it("uses the compiled catalogs of the package by default", async () => {
    const loader = createPageTranslationLoader({ fetchJson: async () => ({ extra: "Thêm" }), buildVersion: "1" });
    const messages = await loader.load("vi-VN", ["xworld"]);
    expect(translate(messages, "extra")).toBe("Thêm");
    expect(messages).toMatchObject(await loadMessages("vi-VN", ["xworld"]));
  });
});

describe("compileServerTexts", () => {
  it("compiles ICU placeholders and plurals", () => {
    const messages = compileServerTexts({ coins: "{n, plural, one {# xu} other {# xu}}" });
    expect(messages && translate(messages, "coins", { n: 3 })).toBe("3 xu");
  });
});
