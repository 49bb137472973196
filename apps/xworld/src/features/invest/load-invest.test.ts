import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadInvest } from "./load-invest";

vi.mock("server-only", () => ({}));

const PRODUCTS = { list: [{ product_id: 2, name: "USDT 30-day plan", coin_name: "USDT", decimals: 2, term_days: 30, apr: "8.5", min_amount: "50.00", max_amount: "10000.00" }] };

/** Answers PRODUCTS; `failing` paths reject. */
const fakeApi = (failing: string[] = []) => recordingApi(() => PRODUCTS, (path) => failing.includes(path));

describe("loadInvest", () => {
  it("fetches the products and nothing of the player's", async () => {
    const { api, calls } = fakeApi();
    expect(await loadInvest(api)).toEqual({ products: PRODUCTS });
    expect(calls).toEqual([["/invest/products", {}]]);
  });

  it("a failed call leaves the products to the browser instead of failing the page", async () => {
    const { api } = fakeApi(["/invest/products"]);
    expect(await loadInvest(api)).toEqual({ products: null });
  });
});
