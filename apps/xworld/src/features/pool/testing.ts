// Test support (not app code): a pool as pool/list and pool/detail answer it, running around TEST_NOW.
import type { Pool } from "@repo/api-client/endpoints/pool";
import { TEST_NOW } from "@repo/vitest-config/clock";

/** TEST_NOW in the API's seconds. */
export const NOW = TEST_NOW / 1000;

/** A running pool of 100 USDT, shares of 50 WH, that ends an hour after TEST_NOW; `fields` override. */
export function poolFixture(fields: Partial<Pool> = {}): Pool {
  return {
    pool_id: 1,
    title: "Hourly WH pool",
    icon: "/static/pools/wh.svg",
    status: "running",
    start_at: NOW - 7_200,
    end_at: NOW + 3_600,
    prize: "100.00",
    prize_coin: "USDT",
    share_price: "50.00",
    share_coin: "WH",
    max_shares: 20,
    total_shares: 27,
    participants: 6,
    my_shares: 0,
    ...fields,
  };
}
