import { BusinessError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { loadLocked } from "./load-locked";
import { LockedScreen } from "./LockedScreen";

vi.mock("server-only", () => ({}));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/unlock", url: "http://x" } as const;

function backend(unlock?: (input: { lock_id: number }) => unknown) {
  const locks = [
    { lock_id: 11, amount: "4.00", reason: "Deposit bonus", unlock_at: NOW - 3_600, unlockable: true },
    { lock_id: 12, amount: "20.00", reason: "Weekly cashback", unlock_at: NOW + 5 * 86_400, unlockable: false },
  ];
  return {
    "/lucky_bear/locked_detail": () => ({
      coin_name: "LB-USDT",
      locked_amount: locks.reduce((sum, lock) => sum + Number(lock.amount), 0).toFixed(2),
      list: [...locks],
    }),
    "/lucky_bear/unlock": (input: unknown) => {
      const { lock_id } = input as { lock_id: number };
      if (unlock) return unlock({ lock_id });
      const index = locks.findIndex((lock) => lock.lock_id === lock_id);
      const [lock] = locks.splice(index, 1);
      return { amount: lock?.amount ?? "0", coin_name: "LB-USDT" };
    },
  };
}

describe("/luckybear/money/locked", () => {
  it("releases a due bonus once per tap, with an attempt key, and says when the other unlocks", async () => {
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" />, { answers: backend() });
    expect((await screen.findByTestId("locked-total")).textContent).toBe("24.00 LB-USDT");
    expect(within(screen.getByTestId("lock-12")).getByText(/^Unlocks on /)).toBeTruthy();
    expect(within(screen.getByTestId("lock-12")).queryByRole("button")).toBeNull();

    const button = within(screen.getByTestId("lock-11")).getByRole("button", { name: "Unlock 4.00 LB-USDT" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByTestId("unlock-result")).textContent).toBe("+4.00 LB-USDT released to your balance");
    await waitFor(() => expect(screen.queryByTestId("lock-11")).toBeNull());
    expect(screen.getByTestId("locked-total").textContent).toBe("20.00 LB-USDT");
    const calls = callsTo("/lucky_bear/unlock") as { lock_id: number; idempotency_key: string }[];
    expect(calls).toEqual([{ lock_id: 11, idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
  });

  it("keeps the attempt key for a retry after an unknown outcome, and explains a refusal", async () => {
    let answer: "timeout" | "already" = "timeout";
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" />, {
      answers: backend(() => {
        if (answer === "timeout") throw new Error("timeout");
        throw new BusinessError(request, 2002, "Already unlocked");
      }),
    });
    const row = await screen.findByTestId("lock-11");
    fireEvent.click(within(row).getByRole("button", { name: "Unlock 4.00 LB-USDT" }));
    expect(await within(row).findByRole("alert")).toBeTruthy();
    answer = "already";
    await waitFor(() => expect(within(row).getByRole("button", { name: "Unlock 4.00 LB-USDT" }).getAttribute("aria-busy")).toBeNull());
    fireEvent.click(within(row).getByRole("button", { name: "Unlock 4.00 LB-USDT" }));
    expect(await within(row).findByText("This bonus is unlocked already.")).toBeTruthy();
    const [first, second] = callsTo("/lucky_bear/unlock") as { idempotency_key: string }[];
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = backend();
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadLocked(server.client) };
    expect(server.callsTo("/lucky_bear/locked_detail")).toEqual([{}]);
    const page = await hydrateFeature(<LockedScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Weekly cashback");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("locked-total").textContent).toBe("24.00 LB-USDT");
    expect(page.callsTo("/lucky_bear/locked_detail")).toEqual([]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: { locked: { coin_name: "LB-USDT", locked_amount: "999.00", list: [] } } };
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" first={other} />, { answers: backend() });
    await waitFor(() => expect(screen.getByTestId("locked-total").textContent).toBe("24.00 LB-USDT"));
    expect(callsTo("/lucky_bear/locked_detail")).toEqual([{}]);
  });
});
