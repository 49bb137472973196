import { describe, expect, it } from "vitest";
import { ownRankedRow } from "./own-row";

const rows = [
  { id: 7, rank: 1, name: "pl***07", value: "900.00" },
  { id: 9, rank: 2, name: "pl***09", value: "500.00" },
];

describe("ownRankedRow", () => {
  it("pins the player's own row when they are on the board", () => {
    expect(ownRankedRow(rows, 2, "me")).toEqual({ id: "me", rank: 2, name: "pl***09", value: "500.00" });
  });

  it("keeps the board row's detail in the pinned row", () => {
    const withDetail = [{ id: 3, rank: 1, name: "pl***03", value: "300 honor", detail: "2 badges" }];
    expect(ownRankedRow(withDetail, 1, "me")).toEqual({ id: "me", rank: 1, name: "pl***03", value: "300 honor", detail: "2 badges" });
  });

  it("pins the rank with the player's name and the known value when they are off the board", () => {
    expect(ownRankedRow(rows, 14, "dev_player", "12.00")).toEqual({ id: "me", rank: 14, name: "dev_player", value: "12.00" });
    expect(ownRankedRow(rows, 14, "dev_player")).toMatchObject({ value: "" });
    expect(ownRankedRow(rows, 14, "dev_player", "20", "honor")).toEqual({ id: "me", rank: 14, name: "dev_player", value: "20", unit: "honor" });
  });

  it("pins nothing for an unranked player", () => {
    expect(ownRankedRow(rows, null, "dev_player")).toBeNull();
  });
});
