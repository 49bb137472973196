import { describe, expect, it } from "vitest";
import { buildAppDeepLink, buildPageDeepLink, parseAppDeepLink, parsePageDeepLink } from "./deep-links";

describe("app deep links", () => {
  const order = { mch_id: "lb-01", order_id: "R-2026-77", app_name: "luckybear", jump_page: "https://lb.example/vi-VN/luckybear/money?x=1&y=2" };

  it("carries mch_id, order_id, app_name and jump_page", () => {
    expect(buildAppDeepLink("xworld", "pay", order)).toBe(
      "xworld://pay?mch_id=lb-01&order_id=R-2026-77&app_name=luckybear&jump_page=https%3A%2F%2Flb.example%2Fvi-VN%2Fluckybear%2Fmoney%3Fx%3D1%26y%3D2",
    );
  });

  it("reads back what it builds", () => {
    expect(parseAppDeepLink(buildAppDeepLink("xworld", "pay", order))).toEqual({ scheme: "xworld", target: "pay", ...order });
  });

  it("leaves jump_page out when there is none", () => {
    const { jump_page: _, ...withoutJump } = order;
    expect(buildAppDeepLink("luckybear", "open", withoutJump)).toBe("luckybear://open?mch_id=lb-01&order_id=R-2026-77&app_name=luckybear");
  });

  it.each([
    "https://xworld.example/pay?mch_id=1&order_id=2&app_name=x",
    "xworld://unknown?mch_id=1&order_id=2&app_name=x",
    "xworld://pay?mch_id=1&app_name=x",
    "not a url",
  ])("refuses %s", (link) => {
    expect(parseAppDeepLink(link)).toBeNull();
  });
});

describe("page deep links", () => {
  it("open a path of the app, query included, and read back", () => {
    const link = buildPageDeepLink("xworld", "/market/detail?id=17");
    expect(link).toBe("xworld://open?jump_page=%2Fmarket%2Fdetail%3Fid%3D17");
    expect(parsePageDeepLink(link)).toEqual({ scheme: "xworld", path: "/market/detail?id=17" });
  });

  it.each([
    "xworld://open?jump_page=https%3A%2F%2Fevil.example%2F",
    "xworld://open?jump_page=%2F%2Fevil.example",
    "xworld://open?jump_page=%2F%5Cevil.example",
    "xworld://open",
    "xworld://pay?jump_page=%2Fmarket",
    "javascript://open?jump_page=%2Fmarket",
  ])("refuse %s", (link) => {
    expect(parsePageDeepLink(link)).toBeNull();
  });
});
