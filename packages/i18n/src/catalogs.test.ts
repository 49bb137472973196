import { describe, expect, it, vi } from "vitest";
import { CATALOG_LOADERS } from "./catalog-loaders";
import { loadMessages } from "./catalogs";
import { LOCALES } from "./locales";
import { SCOPES } from "./scopes";

describe("compiled catalogs", () => {
  const pairs = SCOPES.flatMap((scope) => LOCALES.map((locale) => [scope, locale] as const));

  it.each(pairs)("%s catalog for %s loads compiled messages", async (scope, locale) => {
    const { messages } = await CATALOG_LOADERS[scope][locale]();
    expect(typeof messages).toBe("object");
    for (const compiled of Object.values(messages)) {
      expect(typeof compiled === "string" || Array.isArray(compiled)).toBe(true);
    }
  });

  it.each(SCOPES)("every locale of the %s scope carries the source catalog's ids", async (scope) => {
    const source = Object.keys((await CATALOG_LOADERS[scope]["en-US"]()).messages).sort();
    for (const locale of LOCALES) {
      const ids = Object.keys((await CATALOG_LOADERS[scope][locale]()).messages).sort();
      expect(ids, `${scope}/${locale}`).toEqual(source);
    }
  });
});

describe("loadMessages", () => {
  it("merges the requested scopes, later scopes winning on the same id", async () => {
    vi.spyOn(CATALOG_LOADERS.ui, "ru-RU").mockResolvedValue({ messages: { a: ["ui-a"], shared: ["from ui"] } });
    vi.spyOn(CATALOG_LOADERS.xworld, "ru-RU").mockResolvedValue({ messages: { b: ["xw-b"], shared: ["from xworld"] } });
    const luckybear = vi.spyOn(CATALOG_LOADERS.luckybear, "ru-RU");

    const messages = await loadMessages("ru-RU", ["ui", "xworld"]);

    expect(messages).toEqual({ a: ["ui-a"], b: ["xw-b"], shared: ["from xworld"] });
    expect(luckybear).not.toHaveBeenCalled();
  });

  it("loads only the catalogs of the asked locale", async () => {
    const vi_ = vi.spyOn(CATALOG_LOADERS.ui, "vi-VN").mockResolvedValue({ messages: { a: ["vi"] } });
    const th = vi.spyOn(CATALOG_LOADERS.ui, "th-TH");
    expect(await loadMessages("vi-VN", ["ui"])).toEqual({ a: ["vi"] });
    expect(vi_).toHaveBeenCalledOnce();
    expect(th).not.toHaveBeenCalled();
  });

  it("returns an empty catalog for no scopes", async () => {
    expect(await loadMessages("en-US", [])).toEqual({});
  });
});
