import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { loadInvest } from "./load-invest";

vi.mock("server-only", () => ({}));

const PRODUCTS = { list: [{ product_id: 2, name: "USDT 30-day plan", coin_name: "USDT", decimals: 2, term_days: 30, apr: "8.5", min_amount: "50.00", max_amount: "10000.00" }] };

/** A client whose calls answer the products; `failing` paths reject. */
function fakeApi(failing: string[] = []) {
  const calls: [string, unknown][] = [];
  const call = (endpoint: AnyEndpoint, input?: unknown) => {
    calls.push([endpoint.path, input]);
    return failing.includes(endpoint.path) ? Promise.reject(new Error("down")) : Promise.resolve(PRODUCTS);
  };
  return { api: { call } as unknown as ApiClient, calls };
}

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
