import { parseAppDeepLink } from "@repo/native-bridge/deep-links";
import { describe, expect, it } from "vitest";
import { payConfirmHref, readOrderId, readPayKind, type SearchParams } from "./pay-paths";
import { choosePayRoute, xworldPayLink } from "./pay-route";

describe("choosePayRoute", () => {
  it.each([
    [true, "app-bridge"],
    [false, "deep-link"],
  ] as const)("host can pay: %s → %s", (hostCanPay, route) => {
    expect(choosePayRoute(hostCanPay)).toBe(route);
  });
});

describe("xworldPayLink", () => {
  it("hands the order to the xworld app with the page to come back to", () => {
    const back = "https://lb.example/en-US/luckybear/money/pay-confirm?order_id=R-000007";
    const link = xworldPayLink("R-000007", back);
    expect(link.startsWith("xworld://pay?")).toBe(true);
    expect(parseAppDeepLink(link)).toEqual({
      scheme: "xworld",
      target: "pay",
      mch_id: "luckybear",
      order_id: "R-000007",
      app_name: "luckybear",
      jump_page: back,
    });
  });
});

describe("pay page query", () => {
  it.each<[SearchParams, string]>([
    [{ type: "withdraw" }, "withdraw"],
    [{ type: ["withdraw", "recharge"] }, "withdraw"],
    [{ type: "recharge" }, "recharge"],
    [{ type: "WITHDRAW!" }, "recharge"],
    [{}, "recharge"],
  ])("%j → %s", (search, kind) => {
    expect(readPayKind(search)).toBe(kind);
  });

  it.each<[SearchParams, string | null]>([
    [{ order_id: "R-000042" }, "R-000042"],
    [{ order_id: " W-1 " }, "W-1"],
    [{ order_id: "" }, null],
    [{ order_id: "R 1" }, null],
    [{ order_id: "<script>" }, null],
    [{}, null],
  ])("order id of %j → %s", (search, id) => {
    expect(readOrderId(search)).toBe(id);
  });

  it("links the confirm page with the order id in the query", () => {
    expect(payConfirmHref("vi-VN", "R-000042")).toBe("/vi-VN/luckybear/money/pay-confirm?order_id=R-000042");
  });
});
