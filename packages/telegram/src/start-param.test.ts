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
    expect(parseStartParam(raw)).toEqual({ raw, page: null, ...expected });
  });

  it("treats a missing start param as empty", () => {
    expect(parseStartParam(undefined)).toEqual({ raw: "", code: "", language: null, page: null });
    expect(parseStartParam(null)).toEqual({ raw: "", code: "", language: null, page: null });
  });

  it.each([
    ["ref42_go-market-17", { name: "market", id: "17" }],
    ["ref42_lang-ru-RU_go-library", { name: "library", id: "" }],
    ["_go-space-10026_lang-vi-VN", { name: "space", id: "10026" }],
    ["go-market-17", null],
    ["ref_go-", null],
    ["ref_go-Market-1", null],
    ["ref_go-market-1-2", null],
  ])("reads the page of %j", (raw, page) => {
    expect(parseStartParam(raw).page).toEqual(page);
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
