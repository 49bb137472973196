import { describe, expect, it } from "vitest";
import { applyTheme, isBrand, themeAttributes } from "./brand";

describe("themeAttributes", () => {
  it.each([
    [{ brand: "xworld" as const }, "light"],
    [{ brand: "luckybear" as const }, "dark"],
    [{ brand: "xworld" as const, scheme: "dark" as const }, "dark"],
    [{ brand: "luckybear" as const, scheme: "light" as const }, "light"],
  ])("%o → data-theme %s", (choice, theme) => {
    expect(themeAttributes(choice)).toEqual({ "data-brand": choice.brand, "data-theme": theme });
  });
});

describe("applyTheme", () => {
  it("sets brand and scheme on the element", () => {
    const element = document.createElement("div");
    applyTheme({ brand: "luckybear" }, element);
    expect(element.dataset).toMatchObject({ brand: "luckybear", theme: "dark" });
  });
});

describe("isBrand", () => {
  it("accepts only the two brands", () => {
    expect(isBrand("xworld")).toBe(true);
    expect(isBrand("luckybear")).toBe(true);
    expect(isBrand("LuckyBear")).toBe(false);
    expect(isBrand(undefined)).toBe(false);
  });
});
