import type { InvestHolding } from "@repo/api-client/endpoints/invest";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { HoldingsScreen } from "./HoldingsScreen";
import { loadHoldings } from "./load-holdings";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
const DAY = 86_400;
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const RUNNING: InvestHolding = {
  holding_id: 7,
  product_id: 2,
  name: "USDT 30-day plan",
  coin_name: "USDT",
  amount: "100.00",
  apr: "8.5",
  term_days: 30,
  start_at: NOW - 10 * DAY,
  end_at: NOW + 20 * DAY,
  accrued: "0.23",
  expected_yield: "0.69",
  status: "running",
};
const DUE: InvestHolding = {
  ...RUNNING,
  holding_id: 5,
  name: "USDT 7-day plan",
  amount: "250.00",
  term_days: 7,
  start_at: NOW - 9 * DAY,
  end_at: NOW - 2 * DAY,
  accrued: "0.40",
  expected_yield: "0.40",
  status: "due",
};

function setup(list: InvestHolding[] = [RUNNING, DUE]) {
  let holdings = list;
  return renderFeature(<HoldingsScreen locale="en-US" />, {
    answers: {
      "/invest/holdings": () => ({ list: holdings }),
      "/invest/redeem": (input) => {
        const { holding_id } = input as { holding_id: number };
        holdings = holdings.map((holding) => (holding.holding_id === holding_id ? { ...holding, status: "redeemed" } : holding));
        return { holding_id, amount: "250.00", yield: "0.40", coin_name: "USDT", balance: "375.90" };
      },
    },
  });
}

describe("/invest/holdings", () => {
  it("shows each holding's yield so far beside the yield at the end", async () => {
    setup();
    expect(plain((await screen.findByTestId("holding-7-yield")).textContent)).toBe("0.23 / 0.69 USDT");
    expect(plain(screen.getByTestId("holding-5-yield").textContent)).toBe("0.40 / 0.40 USDT");
    const items = within(screen.getByRole("list", { name: "Holdings" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(plain(items[0]?.textContent ?? "")).toContain("100.00 USDT");
    expect(items[0]?.textContent).toContain("Running");
    expect(items[1]?.textContent).toContain("Due on");
  });

  it("offers no Redeem button on a running holding", async () => {
    setup([RUNNING]);
    await screen.findByTestId("holding-7-yield");
    expect(screen.queryByRole("button", { name: /^Redeem/ })).toBeNull();
    expect(screen.getByText("Due in")).toBeTruthy();
  });

  it("redeems a due holding once on a double tap, with its yield, and the button goes", async () => {
    const { callsTo, invalidated } = setup();
    const redeem = await screen.findByRole("button", { name: "Redeem 250.40 USDT" });
    fireEvent.click(redeem);
    fireEvent.click(redeem);
    expect(plain((await screen.findByRole("status")).textContent)).toBe("Redeemed. Your USDT balance is now 375.90.");
    expect(callsTo("/invest/redeem")).toEqual([{ holding_id: 5, idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Redeem/ })).toBeNull());
    expect(screen.getByText("Redeemed", { selector: "span" })).toBeTruthy();
    expect(invalidated()).toContainEqual(["api", "wallet"]);
  });

  it("points a player without holdings to the products", async () => {
    setup([]);
    expect(await screen.findByText("You have not invested yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the products" }).getAttribute("href")).toBe("/en-US/invest");
  });

  it("has the holdings the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { "/invest/holdings": () => ({ list: [RUNNING, DUE] }) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadHoldings(server.client) };
    expect(server.callsTo("/invest/holdings")).toEqual([{}]);
    expect(await loadHoldings(fakeApi({}).client)).toEqual({ holdings: null });
    const page = await hydrateFeature(<HoldingsScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("USDT 30-day plan");
    expect(page.html).toContain("Redeem 250.40 USDT");
    expect(page.recoverable).toEqual([]);
    expect(plain(within(page.container).getByTestId("holding-5-yield").textContent)).toBe("0.40 / 0.40 USDT");
    expect(within(page.container).getByRole("timer", { name: "Due in" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/invest/holdings")).toEqual([]);
    page.unmount();
  });

  it("redeems on the server-rendered page once on a double tap, then renders the page again on the server, keeping the new balance", async () => {
    router.refresh.mockClear();
    const answers = {
      "/invest/holdings": () => ({ list: [RUNNING, DUE] }),
      "/invest/redeem": (input: unknown) => ({ holding_id: (input as { holding_id: number }).holding_id, amount: "250.00", yield: "0.40", coin_name: "USDT", balance: "375.90" }),
    };
    const first = { userId: PLAYER_ID, data: await loadHoldings(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<HoldingsScreen locale="en-US" first={first} />, { answers });
    const redeem = await screen.findByRole("button", { name: "Redeem 250.40 USDT" });
    await waitFor(() => expect(redeem).toHaveProperty("disabled", false));
    fireEvent.click(redeem);
    fireEvent.click(redeem);
    expect(plain((await screen.findByRole("status")).textContent)).toBe("Redeemed. Your USDT balance is now 375.90.");
    expect(callsTo("/invest/redeem")).toEqual([{ holding_id: 5, idempotency_key: ATTEMPT_KEY }]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo("/invest/holdings")).toEqual([]);
  });

  it("renders the page again on the server when a running holding falls due", async () => {
    router.refresh.mockClear();
    const soon = { ...RUNNING, end_at: NOW + 1 };
    const answers = { "/invest/holdings": () => ({ list: [soon] }) };
    const first = { userId: PLAYER_ID, data: await loadHoldings(fakeApi(answers).client) };
    renderFeature(<HoldingsScreen locale="en-US" first={first} />, { answers });
    vi.setSystemTime(TEST_NOW + 2_000);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1), { timeout: 2_500 });
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const answers = { "/invest/holdings": () => (fail ? Promise.reject(new Error("down")) : { list: [DUE] }) };
    const first = { userId: PLAYER_ID, data: await loadHoldings(fakeApi({}).client) };
    renderFeature(<HoldingsScreen locale="en-US" first={first} />, { answers });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Your holdings could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId("holding-5-yield")).toBeTruthy();
  });

  it("asks a guest to sign in and reads nothing", async () => {
    const { call } = renderFeature(<HoldingsScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(await screen.findByText("Sign in to see your holdings")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("asks for the player's own holdings when the server read for another login", async () => {
    const first = { userId: PLAYER_ID + 1, data: await loadHoldings(fakeApi({ "/invest/holdings": () => ({ list: [DUE] }) }).client) };
    const { callsTo } = renderFeature(<HoldingsScreen locale="en-US" first={first} />, { answers: { "/invest/holdings": () => ({ list: [RUNNING] }) } });
    expect(await screen.findByTestId("holding-7-yield")).toBeTruthy();
    expect(screen.queryByTestId("holding-5-yield")).toBeNull();
    expect(callsTo("/invest/holdings")).toEqual([{}]);
  });
});
