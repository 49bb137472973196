import { screen, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadMoney } from "./load-money";
import { MoneyScreen } from "./MoneyScreen";

vi.mock("server-only", () => ({}));
const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const answers: Answers = {
  "/lucky_bear/asset_list": () => ({
    list: [
      { coin_name: "LB-USDT", coin_logo: "", amount: "60.00", locked: "0.00", usdt_amount: "60.00" },
      { coin_name: "VND", coin_logo: "", amount: "250000", locked: "0", usdt_amount: "10.00" },
    ],
    total_usdt: "70.00",
  }),
  "/lucky_bear/my_orders": (input) => {
    const { page, page_size } = input as { page: number; page_size: number };
    const list = [{ order_id: "R-000100", type: "recharge", amount: "250000", currency: "VND", usdt_amount: "10.00", status: "success", created_at: NOW - 60 }];
    return { list: page === 1 ? list : [], total: list.length, page, page_size };
  },
};
const READS = ["/lucky_bear/asset_list", "/lucky_bear/my_orders"];

describe("/luckybear/money", () => {
  it("shows the signed-in player's total, balances and orders", async () => {
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" />, { answers });
    expect(await screen.findByText("70.00 USDT")).toBeTruthy();
    expect(within(await screen.findByRole("list", { name: "Balances" })).getAllByRole("listitem")).toHaveLength(2);
    expect(await screen.findByText(/R-000100/)).toBeTruthy();
    expect(callsTo("/lucky_bear/my_orders")).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadMoney(server.client) };
    expect(READS.map(server.callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]);
    const page = await hydrateFeature(<MoneyScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("70.00 USDT");
    expect(page.html).toContain("R-000100");
    expect(page.recoverable).toEqual([]);
    expect(within(within(page.container).getByRole("list", { name: "Balances" })).getAllByRole("listitem")).toHaveLength(2);
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: { assets: { list: [], total_usdt: "999.00" }, orders: { list: [], total: 0, page: 1, page_size: 20 } } };
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" first={other} />, { answers });
    expect(await screen.findByText("70.00 USDT")).toBeTruthy();
    expect(READS.map(callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]);
  });
});
