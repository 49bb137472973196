import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { renderFeature } from "../pay/testing";
import { OrderHistory } from "./OrderHistory";

const NOW = TEST_NOW / 1000;
// The screens read the clock (countdowns, "just now"): it stands at TEST_NOW, never the machine's.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());
const ORDERS = Array.from({ length: 25 }, (_, index) => ({
  order_id: `${index % 2 === 0 ? "R" : "W"}-${String(100 - index).padStart(6, "0")}`,
  type: index % 2 === 0 ? ("recharge" as const) : ("withdraw" as const),
  amount: "250000",
  currency: "VND",
  usdt_amount: "10.00",
  status: index === 0 ? "pending" : "success",
  created_at: NOW - index * 60,
}));

function setup() {
  return renderFeature(<OrderHistory locale="en-US" />, {
    answers: {
      "/lucky_bear/my_orders": (input) => {
        const { page, page_size } = input as { page: number; page_size: number };
        return { list: ORDERS.slice((page - 1) * page_size, page * page_size), total: ORDERS.length, page, page_size };
      },
    },
  });
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("OrderHistory", () => {
  it("lists the newest orders with their status, 20 a page", async () => {
    const { callsTo } = setup();
    const list = await screen.findByRole("list", { name: "My orders" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(20);
    expect(plain(rows[0]?.textContent ?? "")).toContain("Recharge ₫250,000");
    expect(rows[0]?.textContent).toContain("Unpaid");
    expect(plain(rows[1]?.textContent ?? "")).toContain("Withdrawal ₫250,000");
    expect(rows[1]?.textContent).toContain("Paid out");
    fireEvent.click(screen.getByRole("button", { name: "Show more orders" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show more orders" })).toBeNull();
    expect(callsTo("/lucky_bear/my_orders")).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("a recharge opens its confirm page; a withdrawal is not a link", async () => {
    setup();
    const list = await screen.findByRole("list", { name: "My orders" });
    const [recharge, withdrawal] = within(list).getAllByRole("listitem");
    expect(within(recharge as HTMLElement).getByRole("link").getAttribute("href")).toBe("/en-US/luckybear/money/pay-confirm?order_id=R-000100");
    expect(within(withdrawal as HTMLElement).queryByRole("link")).toBeNull();
    expect(within(withdrawal as HTMLElement).queryByRole("button")).toBeNull();
  });
});
