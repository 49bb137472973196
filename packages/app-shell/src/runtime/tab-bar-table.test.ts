import { describe, expect, it } from "vitest";
import { tabInTable } from "./tab-bar-table";

const TABLE = [
  { tab: "home", routes: ["/"] },
  { tab: "me", routes: ["/me", "/user/orders", "/profile/[xid]"] },
  { tab: "games", routes: ["/games/*"] },
] as const;

describe("tabInTable", () => {
  it("gives the tab of a listed route, matching params and wildcards", () => {
    expect(tabInTable(TABLE, "/")).toBe("home");
    expect(tabInTable(TABLE, "/user/orders")).toBe("me");
    expect(tabInTable(TABLE, "/profile/42")).toBe("me");
    expect(tabInTable(TABLE, "/games/slots")).toBe("games");
  });

  it("hides the bar on routes no tab lists", () => {
    expect(tabInTable(TABLE, "/user/login")).toBeNull();
    expect(tabInTable(TABLE, "/me/edit")).toBeNull();
  });
});
