// Recharge orders the player pays from their wallet (the USDT channel): pending until paid, cancelled
// when the pay window passes; the stub provider's channels stay paid at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lbBalance, useSeeded } from "../../test-support/contract";
import { type Harness, startHarness } from "../../test-support/harness";
import { RECHARGE_PAY_WINDOW_SECONDS } from "./money";

let clockMs = Date.UTC(2026, 10, 20, 12, 0, 0);
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ now: () => clockMs });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  clockMs = Date.UTC(2026, 10, 20, 12, 0, 0);
  await harness.control("reset", {});
  useSeeded(harness);
});

const lb = () => harness.api.luckyBear;
const page = { page: 1, page_size: 20 };
const statusOf = async (orderId: string) => (await lb().myOrders(page)).list.find((order) => order.order_id === orderId)?.status;

describe("recharge channels", () => {
  it("a USDT recharge waits for the player's payment and moves no money", async () => {
    const before = await lbBalance(harness);
    const order = await lb().recharge({ amount: "250000", currency: "VND", channel: "usdt" });
    expect(order.status).toBe("pending");
    expect(await statusOf(order.order_id)).toBe("pending");
    expect(await lbBalance(harness)).toBe(before);
  });

  it("an unpaid recharge is cancelled once its pay window has passed, not before", async () => {
    const order = await lb().recharge({ amount: "250000", currency: "VND", channel: "usdt" });
    clockMs += (RECHARGE_PAY_WINDOW_SECONDS - 1) * 1000;
    expect(await statusOf(order.order_id)).toBe("pending");
    clockMs += 1000;
    expect(await statusOf(order.order_id)).toBe("cancelled");
  });

  it.each(["bank", "ewallet"])("a %s recharge is paid at once and never expires", async (channel) => {
    const before = await lbBalance(harness);
    const order = await lb().recharge({ amount: "250000", currency: "VND", channel });
    expect(order.status).toBe("success");
    expect(await lbBalance(harness)).toBe(before + 10);
    clockMs += RECHARGE_PAY_WINDOW_SECONDS * 2 * 1000;
    expect(await statusOf(order.order_id)).toBe("success");
  });
});
