import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { describe, expect, it } from "vitest";
import { averageFind, huntOdds, huntsLeft, petActions } from "./pet-rules";

const config = { feed_cost: "20", hunt_energy: 25 };

function pet(stats: Partial<NonNullable<Collectible["pet"]>> = {}, level = 2, listing: number | null = null): Collectible {
  return {
    item_id: 4,
    kind: "pet",
    name: "Ember Fox #4",
    image: "",
    rarity: "common",
    level,
    series: "Forest",
    owner: { user_id: 1, username: "me" },
    listing_id: listing,
    obtained_at: 0,
    pet: { species: "Ember Fox", energy: 80, max_energy: 100, exp: 160, exp_to_next: 200, max_level: 10, level_up_cost: "100", ...stats },
  };
}

describe("petActions", () => {
  it("feeds a hungry pet when the coins are there, not a full one", () => {
    expect(petActions(pet(), config, "20").feed).toBe("ready");
    expect(petActions(pet(), config, "19.99").feed).toBe("short");
    expect(petActions(pet({ energy: 100 }), config, "500").feed).toBe("full");
  });

  it("calls nothing short before the balance is read: the server decides then", () => {
    expect(petActions(pet(), config, undefined).feed).toBe("ready");
    expect(petActions(pet({ exp: 200 }), config, undefined).levelUp).toBe("ready");
    expect(petActions(pet(), config, "0").feed).toBe("short");
  });

  it("levels up once the experience and the price are there, and never past the top", () => {
    expect(petActions(pet(), config, "500").levelUp).toBe("needs_exp");
    expect(petActions(pet({ exp: 200 }), config, "100").levelUp).toBe("ready");
    expect(petActions(pet({ exp: 200 }), config, "99").levelUp).toBe("short");
    expect(petActions(pet({ exp: 0, level_up_cost: null }, 10), config, "500").levelUp).toBe("top");
  });

  it("hunts with enough energy; a pet for sale does nothing", () => {
    expect(petActions(pet({ energy: 25 }), config, "0").hunt).toBe("ready");
    expect(petActions(pet({ energy: 24 }), config, "0").hunt).toBe("tired");
    expect(petActions(pet({ exp: 200 }, 2, 9), config, "500")).toEqual({ feed: "listed", levelUp: "listed", hunt: "listed" });
  });

  it("counts the hunts the energy allows", () => {
    expect(huntsLeft(pet({ energy: 80 }), 25)).toBe(3);
    expect(huntsLeft(pet({ energy: 24 }), 25)).toBe(0);
  });
});

describe("huntOdds", () => {
  const table = [
    { amount: "0", weight: 25 },
    { amount: "1", weight: 40 },
    { amount: "2", weight: 22 },
    { amount: "5", weight: 10 },
    { amount: "10", weight: 3 },
  ];

  it("multiplies the finds by the level and keeps the chances", () => {
    expect(huntOdds(table, 3)).toEqual([
      { amount: "0", percent: "25.00" },
      { amount: "3", percent: "40.00" },
      { amount: "6", percent: "22.00" },
      { amount: "15", percent: "10.00" },
      { amount: "30", percent: "3.00" },
    ]);
  });

  it("merges equal finds", () => {
    expect(huntOdds([{ amount: "0", weight: 1 }, { amount: "0", weight: 1 }, { amount: "0.5", weight: 2 }], 2)).toEqual([
      { amount: "0", percent: "50.00" },
      { amount: "1", percent: "50.00" },
    ]);
  });
});

describe("averageFind", () => {
  it("weighs every find by its chance, times the level", () => {
    const table = [
      { amount: "0", weight: 25 },
      { amount: "1", weight: 40 },
      { amount: "2", weight: 22 },
      { amount: "5", weight: 10 },
      { amount: "10", weight: 3 },
    ];
    expect(averageFind(table, 1)).toBe("1.64");
    expect(averageFind(table, 3)).toBe("4.92");
    expect(averageFind([{ amount: "1", weight: 1 }, { amount: "0", weight: 2 }], 1)).toBe("0.333333");
    expect(averageFind([], 4)).toBe("0");
  });
});
