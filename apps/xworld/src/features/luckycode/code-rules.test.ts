import type { LuckyDraw } from "@repo/api-client/endpoints/camp";
import { describe, expect, it } from "vitest";
import { balanceOf, chooseDraw, codesLeftFor } from "./code-rules";

const draw = (fields: Partial<LuckyDraw>): LuckyDraw => ({
  draw_id: 1,
  title: "Daily",
  prize: "100",
  prize_coin: "USDT",
  code_price: "10",
  price_coin: "WH",
  total_codes: 1000,
  sold_codes: 300,
  max_per_player: 50,
  draw_at: 0,
  status: "selling",
  winning_code: null,
  my_codes: 0,
  ...fields,
});

describe("lucky code rules", () => {
  it("limits a purchase by the player's limit and by what is left", () => {
    expect(codesLeftFor(draw({ my_codes: 3 }))).toBe(47);
    expect(codesLeftFor(draw({ sold_codes: 990 }))).toBe(10);
    expect(codesLeftFor(draw({ my_codes: 50 }))).toBe(0);
    expect(codesLeftFor(draw({ sold_codes: 1000 }))).toBe(0);
  });

  it("opens the draw a link names, else the first still selling", () => {
    const list = [draw({ draw_id: 3, status: "drawn" }), draw({ draw_id: 1 }), draw({ draw_id: 2 })];
    expect(chooseDraw(list, 2)?.draw_id).toBe(2);
    expect(chooseDraw(list, 9)?.draw_id).toBe(1);
    expect(chooseDraw(list, null)?.draw_id).toBe(1);
    expect(chooseDraw([], null)).toBeNull();
  });
});

describe("balanceOf", () => {
  it("is unknown until the balances are read, and 0 for a coin without a row", () => {
    const assets = { list: [{ coin_name: "WH", offchain: "15.00" }] };
    expect(balanceOf(assets, "WH")).toBe("15.00");
    expect(balanceOf(assets, "XB")).toBe("0");
    expect(balanceOf(null, "WH")).toBeUndefined();
  });
});
