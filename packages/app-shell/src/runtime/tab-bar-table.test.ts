import { describe, expect, it } from "vitest";
import type { TabBarTable } from "./route-rules";
import { isFlowStep, isTabRoot, tabInTable, tabRoot, tabsOwning } from "./tab-bar-table";

const TABLE: TabBarTable = {
  tabs: [
    { tab: "home", root: "/", owns: ["/games/*"] },
    { tab: "wallet", root: "/wallet", owns: ["/wallet/*", "/user/orders"] },
    { tab: "me", root: "/me", owns: ["/profile/[xid]", "/settings"] },
  ],
  flowSteps: ["/wallet/pay", "/user/login", "/games/[id]/play"],
};

describe("tabInTable", () => {
  it("marks the tab that owns the area: its root, a prefix, a dynamic segment", () => {
    expect(tabInTable(TABLE, "/")).toBe("home");
    expect(tabInTable(TABLE, "/games")).toBe("home");
    expect(tabInTable(TABLE, "/games/slots")).toBe("home");
    expect(tabInTable(TABLE, "/wallet")).toBe("wallet");
    expect(tabInTable(TABLE, "/wallet/history?coin=USDT")).toBe("wallet");
    expect(tabInTable(TABLE, "/user/orders")).toBe("wallet");
    expect(tabInTable(TABLE, "/profile/42")).toBe("me");
    expect(tabInTable(TABLE, "/me")).toBe("me");
  });

  it("hides the bar on flow steps, even inside an owned area, and on pages no tab owns", () => {
    expect(tabInTable(TABLE, "/wallet/pay")).toBeNull();
    expect(tabInTable(TABLE, "/games/7/play")).toBeNull();
    expect(tabInTable(TABLE, "/user/login")).toBeNull();
    expect(tabInTable(TABLE, "/me/edit")).toBeNull();
    expect(tabInTable(TABLE, "/nowhere")).toBeNull();
  });
});

describe("isFlowStep and tabsOwning", () => {
  it("tells flow steps apart and lists every tab owning a path", () => {
    expect(isFlowStep(TABLE, "/wallet/pay")).toBe(true);
    expect(isFlowStep(TABLE, "/wallet")).toBe(false);
    expect(tabsOwning(TABLE, "/wallet/pay")).toEqual(["wallet"]);
    expect(tabsOwning(TABLE, "/nowhere")).toEqual([]);
    const overlapping: TabBarTable = { tabs: [...TABLE.tabs, { tab: "extra", root: "/extra", owns: ["/user/orders"] }], flowSteps: [] };
    expect(tabsOwning(overlapping, "/user/orders")).toEqual(["wallet", "extra"]);
  });
});

describe("tab roots", () => {
  it("knows the page each tab opens, and only those are roots", () => {
    expect(tabRoot(TABLE, "wallet")).toBe("/wallet");
    expect(() => tabRoot(TABLE, "casino")).toThrow(/casino/);
    expect(["/", "/wallet", "/me"].map((path) => isTabRoot(TABLE, path))).toEqual([true, true, true]);
    expect(["/games/slots", "/wallet/history", "/user/orders", "/wallet/pay"].map((path) => isTabRoot(TABLE, path))).toEqual([false, false, false, false]);
  });
});
