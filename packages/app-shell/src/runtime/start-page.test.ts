import { describe, expect, it } from "vitest";
import { startPageOf } from "./start-page";

const rules = { startPagePath: (name: string, id: string) => (name === "market" ? (id ? `/market/detail?id=${id}` : "/market") : null) };

describe("startPageOf", () => {
  it("opens the start param's page when the mini app starts at its home", () => {
    expect(startPageOf(rules, { name: "market", id: "17" }, "/en-US")).toBe("/market/detail?id=17");
    expect(startPageOf(rules, { name: "market", id: "" }, "/")).toBe("/market");
  });

  it("stays on any other page, for an unknown name, without a page or a table", () => {
    expect(startPageOf(rules, { name: "market", id: "17" }, "/en-US/wallet")).toBeNull();
    expect(startPageOf(rules, { name: "casino", id: "1" }, "/en-US")).toBeNull();
    expect(startPageOf(rules, null, "/en-US")).toBeNull();
    expect(startPageOf({}, { name: "market", id: "17" }, "/en-US")).toBeNull();
  });
});
