import { BusinessError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { loadLocked } from "./load-locked";
import { LockedScreen } from "./LockedScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/unlock", url: "http://x" } as const;

/** Lock 11 (4.00, due), lock 12 (20.00, in five days) and `extra`; `unlock` answers the releases instead. */
function backend(unlock?: (input: { lock_id: number }) => unknown, extra: { lock_id: number; amount: string; reason: string; unlock_at: number; unlockable: boolean }[] = []) {
  const locks = [
    { lock_id: 11, amount: "4.00", reason: "Deposit bonus", unlock_at: NOW - 3_600, unlockable: true },
    { lock_id: 12, amount: "20.00", reason: "Weekly cashback", unlock_at: NOW + 5 * 86_400, unlockable: false },
    ...extra,
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

  it("has each due lock's button in the server's HTML, working once its part has loaded after start", async () => {
    const answers = backend();
    const first = { userId: PLAYER_ID, data: await loadLocked(fakeApi(answers).client) };
    const page = await hydrateFeature(<LockedScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain('aria-label="Unlock 4.00 LB-USDT"');
    expect(page.recoverable).toEqual([]);
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Unlock 4.00 LB-USDT" }).hasAttribute("disabled")).toBe(false));
    expect(page.callsTo("/lucky_bear/locked_detail")).toEqual([]);
    page.unmount();
  });

  it("releases a lock of the server's page once, one lock at a time, says so and renders the page again on the server", async () => {
    router.refresh.mockClear();
    let settle: (answer: unknown) => void = () => undefined;
    const answers = backend(() => new Promise((resolve) => (settle = resolve)), [{ lock_id: 13, amount: "6.00", reason: "Birthday bonus", unlock_at: NOW - 60, unlockable: true }]);
    const first = { userId: PLAYER_ID, data: await loadLocked(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" first={first} />, { answers });
    const button = await waitFor(() => {
      const found = screen.getByRole("button", { name: "Unlock 4.00 LB-USDT" });
      expect(found.hasAttribute("disabled")).toBe(false);
      return found;
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Unlock 6.00 LB-USDT" }).hasAttribute("disabled")).toBe(false));
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole("button", { name: "Unlock 6.00 LB-USDT" }).hasAttribute("disabled")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Unlock 6.00 LB-USDT" }));
    await act(async () => settle({ amount: "4.00", coin_name: "LB-USDT" }));
    expect((await screen.findByTestId("unlock-result")).textContent).toBe("+4.00 LB-USDT released to your balance");
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect((callsTo("/lucky_bear/unlock") as { lock_id: number }[]).map((call) => call.lock_id)).toEqual([11]);
    expect(callsTo("/lucky_bear/locked_detail")).toEqual([]);
  });

  it("explains a refusal under the lock of the server's page", async () => {
    router.refresh.mockClear();
    const answers = backend(() => {
      throw new BusinessError(request, 2003, "Not due");
    });
    const first = { userId: PLAYER_ID, data: await loadLocked(fakeApi(answers).client) };
    renderFeature(<LockedScreen locale="en-US" first={first} />, { answers });
    const row = screen.getByTestId("lock-11");
    await waitFor(() => expect(within(row).getByRole("button", { name: "Unlock 4.00 LB-USDT" }).hasAttribute("disabled")).toBe(false));
    fireEvent.click(within(row).getByRole("button", { name: "Unlock 4.00 LB-USDT" }));
    expect(await within(row).findByText("This bonus cannot be unlocked yet.")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it("reads the page in the browser when the server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = backend();
    const detail = answers["/lucky_bear/locked_detail"];
    const flaky = { ...answers, "/lucky_bear/locked_detail": () => (failing ? Promise.reject(new Error("down")) : detail()) };
    const first = { userId: PLAYER_ID, data: await loadLocked(fakeApi(flaky).client) };
    expect(first.data.locked).toBeNull();
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your locked bonuses could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByTestId("locked-total").textContent).toBe("24.00 LB-USDT"));
    expect(callsTo("/lucky_bear/locked_detail")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" />, { answers: backend(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Locked bonuses" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId("locked-total")).toBeNull();
    expect(callsTo("/lucky_bear/locked_detail")).toEqual([]);
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: { locked: { coin_name: "LB-USDT", locked_amount: "999.00", list: [] } } };
    const { callsTo } = renderFeature(<LockedScreen locale="en-US" first={other} />, { answers: backend() });
    await waitFor(() => expect(screen.getByTestId("locked-total").textContent).toBe("24.00 LB-USDT"));
    expect(callsTo("/lucky_bear/locked_detail")).toEqual([{}]);
  });
});
