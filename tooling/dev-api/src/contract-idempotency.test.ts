// Money calls carry an idempotency key per confirmed attempt (issue 11, item 7): a retry of the same
// attempt — after a timeout the client could not read — answers the first answer and moves nothing again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, lbBalance, useSeeded, walletBalance } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.control("reset", {});
  useSeeded(harness);
});

const KEY = "attempt-0001-abcdef";

describe("idempotent money calls", () => {
  it("an off-chain → on-chain withdrawal retried with its key moves the money once", async () => {
    const before = await walletBalance(harness, "USDT");
    const request = { coin_name: "USDT", amount: "10", chain: "TRON", idempotency_key: KEY };
    const first = await harness.api.wallet.transferFromOffchainToOnchain(request);
    const again = await harness.api.wallet.transferFromOffchainToOnchain(request);
    expect(again).toEqual(first);
    // Off-chain down by 10, on-chain up by 9.90: the holding drops by the fee once.
    expect(await walletBalance(harness, "USDT")).toBeCloseTo(before - 0.1, 6);
    expect(harness.dev.state.walletRecords.transfers.filter((t) => t.kind === "offchain_to_onchain")).toHaveLength(1);
  });

  it("a new key is a new attempt; no key keeps the old behaviour", async () => {
    const swap = (key?: string) =>
      harness.api.wallet.offchainSwap({ from_coin: "XB", to_coin: "USDT", amount: "1000", ...(key ? { idempotency_key: key } : {}) });
    const first = await swap(KEY);
    const second = await swap("attempt-0002-abcdef");
    expect(second.order_id).not.toBe(first.order_id);
    await swap();
    await swap();
    expect(await walletBalance(harness, "XB")).toBe(12000 - 4000);
  });

  it("refuses a key reused for a different request and moves nothing", async () => {
    await harness.api.wallet.offchainSwap({ from_coin: "XB", to_coin: "USDT", amount: "1000", idempotency_key: KEY });
    const error = await failure(harness.api.wallet.offchainSwap({ from_coin: "XB", to_coin: "USDT", amount: "2000", idempotency_key: KEY }));
    expect(error).toMatchObject({ code: 1001, fieldErrors: [{ field: "idempotency_key" }] });
    expect(await walletBalance(harness, "XB")).toBe(11000);
  });

  it("does not remember a refusal: the same attempt may succeed once the reason is gone", async () => {
    const request = { from_coin: "XB", to_coin: "USDT", amount: "999999", idempotency_key: KEY };
    expect(await failure(harness.api.wallet.offchainSwap(request))).toMatchObject({ code: expect.any(Number) });
    await harness.api.wallet.offchainSwap({ ...request, amount: "1000", idempotency_key: "attempt-0003-abcdef" });
    expect(await walletBalance(harness, "XB")).toBe(11000);
  });

  it("a lucky-bear withdrawal, recharge and spin each count once per key", async () => {
    const lb = harness.api.luckyBear;
    const before = await lbBalance(harness);
    const withdraw = { amount: "250000", currency: "VND", channel: "bank", account: "VCB 0011", idempotency_key: KEY };
    const order = await lb.withdraw(withdraw);
    await expect(lb.withdraw(withdraw)).resolves.toEqual(order);
    expect(await lbBalance(harness)).toBe(before - 10);

    const recharge = { amount: "100", currency: "BRL", channel: "ewallet", idempotency_key: "recharge-0001-ab" };
    const created = await lb.recharge(recharge);
    await expect(lb.recharge(recharge)).resolves.toEqual(created);

    const chances = (await lb.luckySpinConf({})).chances;
    const spin = await lb.luckySpin({ idempotency_key: "spin-0001-abcdef" });
    await expect(lb.luckySpin({ idempotency_key: "spin-0001-abcdef" })).resolves.toEqual(spin);
    expect((await lb.luckySpinConf({})).chances).toBe(chances - 1);
  });

  it("keeps keys per player: another player's key never answers for this one", async () => {
    const request = { from_coin: "XB", to_coin: "USDT", amount: "1000", idempotency_key: KEY };
    const mine = await harness.api.wallet.offchainSwap(request);
    expect(harness.dev.state.idempotent.size).toBe(1);
    expect([...harness.dev.state.idempotent.keys()][0]).toContain(`${useSeeded(harness).user_id} `);
    expect(mine.order_id).toBeTruthy();
  });

  it("a lock released and a gift code redeemed with a key pay once; the retry answers the first answer", async () => {
    const lb = harness.api.luckyBear;
    const before = await lbBalance(harness);
    const due = (await lb.lockedDetail({})).list.find((lock) => lock.unlockable);
    if (!due) throw new Error("expected a due lock");
    const unlock = { lock_id: due.lock_id, idempotency_key: "unlock-0001-abcdef" };
    const released = await lb.unlock(unlock);
    await expect(lb.unlock(unlock)).resolves.toEqual(released);
    // Without the key, the same release is refused as done already.
    expect(await failure(lb.unlock({ lock_id: due.lock_id }))).toMatchObject({ code: 2002 });

    const redeem = { gift_code: "LUCKYBEAR", idempotency_key: "gift-0001-abcdef" };
    const paid = await lb.receiveGiftCode(redeem);
    await expect(lb.receiveGiftCode(redeem)).resolves.toEqual(paid);
    expect(await lbBalance(harness)).toBeCloseTo(before + Number(due.amount) + 1, 6);
  });
});
