import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { PoolsScreen } from "./PoolsScreen";
import { NOW, poolFixture } from "./testing";

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  router.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

const LIST = { list: [poolFixture({}), poolFixture({ pool_id: 3, title: "Weekly XB pool", status: "ended", start_at: NOW - 90_000, end_at: NOW - 3_600 })] };
const MINE = { list: [poolFixture({ my_shares: 3 })] };

const rows = (name: string) => within(screen.getByRole("list", { name })).getAllByRole("listitem").map((row) => plain(row.textContent));

describe("/pool", () => {
  it("lists the running pools, and the ended ones on their tab", async () => {
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" />, { answers: { "/pool/list": () => LIST } });
    await waitFor(() => expect(rows("Running pools")).toHaveLength(1));
    expect(rows("Running pools")[0]).toContain("Hourly WH pool");
    fireEvent.click(screen.getByRole("tab", { name: "Ended" }));
    expect(rows("Ended pools")[0]).toContain("Weekly XB pool");
    expect(callsTo("/pool/list")).toEqual([{}]);
  });

  it("starts from the server's guest list without asking for it while the session knows no player", () => {
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ userId: null, data: { pools: LIST } }} />, { answers: { "/pool/list": () => LIST }, loggedIn: false });
    expect(rows("Running pools")).toEqual([expect.stringContaining("Prize 100.00 USDT")]);
    fireEvent.click(screen.getByRole("tab", { name: "Ended" }));
    expect(rows("Ended pools")).toEqual([expect.stringContaining("Weekly XB pool")]);
    expect(callsTo("/pool/list")).toEqual([]);
  });

  it("a signed-in player who comes here reads their own shares, not the guest's list the server fetched", async () => {
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ userId: null, data: { pools: LIST } }} />, { answers: { "/pool/list": () => MINE } });
    await waitFor(() => expect(rows("Running pools")).toEqual([expect.stringContaining("Your shares: 3 of 27")]));
    expect(callsTo("/pool/list")).toEqual([{}]);
  });

  it("has the list the server read as the signed-in player in its HTML, with their shares, and hydrates without asking again", async () => {
    const page = await hydrateFeature(<PoolsScreen locale="en-US" first={{ userId: PLAYER_ID, data: { pools: MINE } }} />, { answers: { "/pool/list": () => LIST } });
    expect(plain(page.html)).toContain("Your shares: 3 of 27 (11.11 %)");
    expect(page.html).toContain('href="/en-US/pool/1"');
    expect(page.recoverable).toEqual([]);
    await waitFor(() => expect(within(page.container).getByRole("timer", { name: "Ends in" }).textContent).toBe("01:00:00"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/pool/list")).toEqual([]);
    page.unmount();
  });

  it("renders the page again on the server when a running pool's countdown of the server's list reaches zero", async () => {
    const ending = { list: [poolFixture({ end_at: NOW - 1 })] };
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ userId: PLAYER_ID, data: { pools: ending } }} />, { answers: { "/pool/list": () => ending } });
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/pool/list")).toEqual([]);
  });

  it("reads the list again in the browser at a countdown's zero when the browser read it", async () => {
    const ending = { list: [poolFixture({ end_at: NOW - 1 })] };
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" />, { answers: { "/pool/list": () => ending } });
    await waitFor(() => expect(callsTo("/pool/list").length).toBeGreaterThanOrEqual(2));
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("reads the pools in the browser when the server's read failed, with a retry when that fails too", async () => {
    let down = true;
    const answers = { "/pool/list": () => (down ? Promise.reject(new Error("down")) : LIST) };
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ userId: PLAYER_ID, data: { pools: null } }} />, { answers });
    expect(await screen.findByText("The pools could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows("Running pools")).toEqual([expect.stringContaining("Hourly WH pool")]));
    expect(callsTo("/pool/list")).toEqual([{}, {}]);
  });

  it("asks for the player's own shares when the server read for another login", async () => {
    const theirs = { list: [poolFixture({ my_shares: 9 })] };
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ userId: PLAYER_ID + 1, data: { pools: theirs } }} />, { answers: { "/pool/list": () => MINE } });
    await waitFor(() => expect(rows("Running pools")).toEqual([expect.stringContaining("Your shares: 3 of 27")]));
    expect(callsTo("/pool/list")).toEqual([{}]);
  });
});
