import { describe, expect, it } from "vitest";
import { localeFromPath, matchLocale, parseAcceptLanguage, resolveLocale, stripLocale, withLocale } from "./resolve";

describe("matchLocale", () => {
  it.each([
    ["vi-VN", "vi-VN"],
    ["ru-ru", "ru-RU"],
    ["pt_BR", "pt-BR"],
    ["ru", "ru-RU"],
    ["pt", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["zh-TW", "zh-CN"],
    ["zh-Hant-HK", "zh-CN"],
    ["en-GB", "en-US"],
    ["es-ES", "es-MX"],
    ["es-419", "es-MX"],
    ["uz-Latn-UZ", "uz-UZ"],
    ["az-Latn", "az-AZ"],
    ["in-ID", "id-ID"],
    [" th ", "th-TH"],
    ["fr-FR", undefined],
    ["*", undefined],
    ["", undefined],
    [null, undefined],
  ])("%s → %s", (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});

describe("parseAcceptLanguage", () => {
  it.each([
    ["ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", ["ru-RU", "ru", "en-US", "en"]],
    ["en;q=0.5, th;q=0.9, fr", ["fr", "th", "en"]],
    ["de, es;q=0, pt", ["de", "pt"]],
    ["vi;q=abc, ms", ["ms"]],
    ["", []],
    [undefined, []],
  ])("%s", (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe("resolveLocale", () => {
  it.each([
    ["cookie wins over the header", { cookie: "th-TH", acceptLanguage: "ru-RU" }, "th-TH"],
    ["a cookie in another case still counts", { cookie: "es-mx", acceptLanguage: "ru" }, "es-MX"],
    ["an unsupported cookie falls through to the header", { cookie: "fr-FR", acceptLanguage: "ru" }, "ru-RU"],
    ["language only", { acceptLanguage: "ru" }, "ru-RU"],
    ["Portuguese of Portugal", { acceptLanguage: "pt-PT,pt;q=0.9" }, "pt-BR"],
    ["traditional Chinese", { acceptLanguage: "zh-TW" }, "zh-CN"],
    ["first supported language by preference", { acceptLanguage: "fr-FR,de;q=0.9,id;q=0.8,en;q=0.7" }, "id-ID"],
    ["quality beats order", { acceptLanguage: "en;q=0.4,ms-MY;q=0.8" }, "ms-MY"],
    ["nothing supported", { acceptLanguage: "fr-FR,de" }, "vi-VN"],
    ["nothing at all", {}, "vi-VN"],
    ["wildcard only", { cookie: null, acceptLanguage: "*" }, "vi-VN"],
  ])("%s", (_name, input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

describe("localeFromPath", () => {
  it.each([
    ["/vi-VN/wallet", "vi-VN"],
    ["/ru-RU", "ru-RU"],
    ["/pt-br/task/details?taskId=1", "pt-BR"],
    ["/zh-CN?tab=1", "zh-CN"],
    ["/wallet", undefined],
    ["/ru/wallet", undefined],
    ["/vi-VNx/wallet", undefined],
    ["/", undefined],
    ["", undefined],
  ])("%s → %s", (pathname, expected) => {
    expect(localeFromPath(pathname)).toBe(expected);
  });
});

describe("stripLocale", () => {
  it.each([
    ["/vi-VN/wallet", "/wallet"],
    ["/vi-VN", "/"],
    ["/vi-VN/", "/"],
    ["/en-us/user/login?backUrl=%2Fwallet", "/user/login?backUrl=%2Fwallet"],
    ["/vi-VN?x=1#top", "/?x=1#top"],
    ["/wallet", "/wallet"],
    ["wallet", "/wallet"],
    ["/luckybear/vi-VN", "/luckybear/vi-VN"],
  ])("%s → %s", (pathname, expected) => {
    expect(stripLocale(pathname)).toBe(expected);
  });
});

describe("withLocale", () => {
  it.each([
    ["/wallet", "vi-VN", "/vi-VN/wallet"],
    ["/", "ru-RU", "/ru-RU"],
    ["", "ru-RU", "/ru-RU"],
    ["/en-US/wallet", "th-TH", "/th-TH/wallet"],
    ["/EN-us/wallet/", "th-TH", "/th-TH/wallet/"],
    ["/market?tab=2&backShow=1", "es-MX", "/es-MX/market?tab=2&backShow=1"],
    ["/?x=1", "id-ID", "/id-ID?x=1"],
    ["luckybear", "az-AZ", "/az-AZ/luckybear"],
  ] as const)("%s under %s → %s", (pathname, locale, expected) => {
    expect(withLocale(pathname, locale)).toBe(expected);
  });

  it("is undone by stripLocale", () => {
    expect(stripLocale(withLocale("/profile/42?tab=nft", "uz-UZ"))).toBe("/profile/42?tab=nft");
  });
});
