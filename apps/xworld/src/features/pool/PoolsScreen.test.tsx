import { TEST_NOW } from "@repo/vitest-config/clock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { plain, renderFeature } from "../wallet/testing";
import { PoolsScreen } from "./PoolsScreen";
import { NOW, poolFixture } from "./testing";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn() }) }));

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const LIST = { list: [poolFixture({}), poolFixture({ pool_id: 3, title: "Weekly XB pool", status: "ended", start_at: NOW - 90_000, end_at: NOW - 3_600 })] };

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

  it("starts from the server's list without asking for it while the session knows no player", () => {
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ pools: LIST }} />, { answers: { "/pool/list": () => LIST }, loggedIn: false });
    expect(rows("Running pools")).toEqual([expect.stringContaining("Prize 100.00 USDT")]);
    expect(callsTo("/pool/list")).toEqual([]);
  });

  it("a signed-in player who comes here reads their own shares, not the guest's list the server fetched", async () => {
    const mine = { list: [poolFixture({ my_shares: 3 })] };
    const { callsTo } = renderFeature(<PoolsScreen locale="en-US" first={{ pools: LIST }} />, { answers: { "/pool/list": () => mine } });
    await waitFor(() => expect(callsTo("/pool/list")).toEqual([{}]));
    await waitFor(() => expect(rows("Running pools")).toEqual([expect.stringContaining("Your shares: 3 of 27")]));
  });
});
