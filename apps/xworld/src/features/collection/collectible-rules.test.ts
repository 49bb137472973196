import { describe, expect, it } from "vitest";
import { checkNftAddress, drawStep, percentsOf, rarityRank, transferBlock } from "./collectible-rules";

describe("percentsOf", () => {
  it("turns weights into percentages that add up to exactly 100", () => {
    expect(percentsOf([{ weight: 60 }, { weight: 28 }, { weight: 10 }, { weight: 2 }])).toEqual(["60.00", "28.00", "10.00", "2.00"]);
    const thirds = percentsOf([{ weight: 1 }, { weight: 1 }, { weight: 1 }]);
    expect(thirds).toEqual(["33.34", "33.33", "33.33"]);
    const sum = (values: string[]) => values.reduce((total, value) => total + Math.round(Number(value) * 100), 0);
    expect(sum(thirds)).toBe(10_000);
    expect(sum(percentsOf([{ weight: 7 }, { weight: 13 }, { weight: 29 }, { weight: 0.5 }]))).toBe(10_000);
  });

  it("shows 0 for rows without weight and for an empty table", () => {
    expect(percentsOf([{ weight: 0 }, { weight: 3 }, { weight: -1 }])).toEqual(["0.00", "100.00", "0.00"]);
    expect(percentsOf([{ weight: 0 }])).toEqual(["0.00"]);
    expect(percentsOf([])).toEqual([]);
  });
});

describe("drawStep", () => {
  const conf = { price: { coin_name: "WH", amount: "100" }, free_chances: 1 };

  it("draws for free while a free chance is left", () => {
    expect(drawStep(conf, true, "0")).toBe("draw");
    expect(drawStep({ ...conf, free_chances: 0 }, true, "1000")).toBe("lack");
  });

  it("pays when the balance covers the price exactly, else opens the balance-lack dialog", () => {
    expect(drawStep(conf, false, "100.00")).toBe("draw");
    expect(drawStep(conf, false, "99.999999")).toBe("lack");
    // Not read yet: the server decides (and answers lack_ when short).
    expect(drawStep(conf, false, undefined)).toBe("draw");
  });
});

describe("transferBlock", () => {
  const nft = { kind: "nft" as const, owner: { user_id: 7, username: "a" }, listing_id: null };

  it("lets only the owner send an NFT that is not for sale", () => {
    expect(transferBlock(nft, 7)).toBeNull();
    expect(transferBlock(nft, 8)).toBe("not_owner");
    expect(transferBlock(nft, null)).toBe("not_owner");
    expect(transferBlock({ ...nft, owner: null }, 7)).toBe("not_owner");
    expect(transferBlock({ ...nft, kind: "pet" }, 7)).toBe("pet");
    expect(transferBlock({ ...nft, listing_id: 3 }, 7)).toBe("listed");
  });
});

describe("checkNftAddress and rarityRank", () => {
  it("takes a 0x address of 40 hex digits", () => {
    expect(checkNftAddress(" 0xAbCdEf0123456789abcdef0123456789ABCDEF01 ")).toEqual({ ok: true, address: "0xAbCdEf0123456789abcdef0123456789ABCDEF01" });
    expect(checkNftAddress("")).toEqual({ ok: false, problem: "empty" });
    expect(checkNftAddress("0x123")).toEqual({ ok: false, problem: "format" });
  });

  it("orders rarities from common up", () => {
    expect(["legendary", "common", "epic", "rare"].map((rarity) => rarityRank(rarity as "common"))).toEqual([3, 0, 2, 1]);
  });
});
