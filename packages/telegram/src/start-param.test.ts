import { describe, expect, it } from "vitest";
import { parseStartParam, startParamLanguageToApply } from "./start-param";

describe("parseStartParam", () => {
  it.each([
    ["ref123", { code: "ref123", language: null }],
    ["ref123_lang-ru-RU", { code: "ref123", language: "ru-RU" }],
    ["42_unable_create_appeal", { code: "42", language: null }],
    ["42_promo_lang-pt-BR", { code: "42", language: "pt-BR" }],
    ["ref_lang-ru", { code: "ref", language: null }],
    ["ref_lang-RU-ru", { code: "ref", language: null }],
    ["lang-ru-RU", { code: "lang-ru-RU", language: null }],
    ["_lang-vi-VN", { code: "", language: "vi-VN" }],
    ["", { code: "", language: null }],
  ])("%j → %j", (raw, expected) => {
    expect(parseStartParam(raw)).toEqual({ raw, ...expected });
  });

  it("treats a missing start param as empty", () => {
    expect(parseStartParam(undefined)).toEqual({ raw: "", code: "", language: null });
    expect(parseStartParam(null)).toEqual({ raw: "", code: "", language: null });
  });
});

describe("startParamLanguageToApply", () => {
  const supported = (language: string) => ["en-US", "vi-VN", "ru-RU"].includes(language);

  it.each([
    ["ref_lang-ru-RU", "vi-VN", "ru-RU"],
    ["ref_lang-ru-RU", "ru-RU", null],
    ["ref_lang-de-DE", "vi-VN", null],
    ["ref", "vi-VN", null],
  ])("start param %j while showing %s → %s", (raw, current, expected) => {
    expect(startParamLanguageToApply(parseStartParam(raw), current, supported)).toBe(expected);
  });
});
