import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { questLink, questLocale } from "./quest-link";

describe("questLocale", () => {
  it.each(LOCALES.filter((locale) => locale !== "pt-BR").map((locale) => [locale]))("%s keeps its locale", (locale) => {
    expect(questLocale(locale)).toBe(locale);
  });

  it.each([
    ["pt-BR", "en-US"],
    ["fr-FR", "en-US"],
    ["pt", "en-US"],
    ["", "en-US"],
    [undefined, "en-US"],
  ])("%s → %s", (locale, expected) => {
    expect(questLocale(locale)).toBe(expected);
  });
});

describe("questLink", () => {
  it.each([
    ["store.example.com", "vi-VN", "abc", "https://store.example.com/vi-VN/quest?appLoginData=abc"],
    ["store.example.com", "pt-BR", "abc", "https://store.example.com/en-US/quest?appLoginData=abc"],
    ["store.example.com", "xx-YY", "abc", "https://store.example.com/en-US/quest?appLoginData=abc"],
    ["https://store.example.com/", "ru-RU", "abc", "https://store.example.com/ru-RU/quest?appLoginData=abc"],
    ["store.example.com:8443", "th-TH", "abc", "https://store.example.com:8443/th-TH/quest?appLoginData=abc"],
  ])("%s %s", (storeHost, locale, appLoginData, expected) => {
    expect(questLink({ storeHost, locale, appLoginData })).toBe(expected);
  });

  it("encodes the login data so that it arrives unchanged", () => {
    const appLoginData = "eyJ1aWQiOjF9+/= &x";
    const url = new URL(questLink({ storeHost: "s.example", locale: "id-ID", appLoginData }));
    expect(url.searchParams.get("appLoginData")).toBe(appLoginData);
  });
});
