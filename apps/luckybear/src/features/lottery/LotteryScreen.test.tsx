import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadLottery } from "./load-lottery";
import { LotteryScreen } from "./LotteryScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW_S = TEST_NOW / 1000;
const NEXT_MIDNIGHT = (Math.floor(NOW_S / 86_400) + 1) * 86_400;

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const RANGES = { list: [{ min: "0.10", max: "1.00", coin_name: "LB-USDT", weight: 75 }, { min: "1.00", max: "10.00", coin_name: "LB-USDT", weight: 25 }] };

/** A dev-API-like lottery: one chance until drawn; the draw resolves on its second status read. */
function lotteryBackend(drawnToday = false): Answers {
  let drawn = drawnToday;
  let reads = 0;
  return {
    "/lucky_bear/free_lottery_chance": () => ({ chances: drawn ? 0 : 1, next_free_at: drawn ? NEXT_MIDNIGHT : null }),
    "/lucky_bear/draw_free_lottery": () => {
      if (drawn) throw new Error("No free draw left today");
      drawn = true;
      return { draw_id: 9, status: "drawing" };
    },
    "/lucky_bear/query_lottery_status": () => {
      reads += 1;
      return reads < 2 ? { draw_id: 9, status: "drawing", reward: null } : { draw_id: 9, status: "won", reward: { amount: "2.50", coin_name: "LB-USDT" } };
    },
    "/lucky_bear/lottery_amount_range_cfg": () => RANGES,
  };
}

function setup(drawnToday = false) {
  return renderFeature(<LotteryScreen locale="en-US" />, { answers: lotteryBackend(drawnToday) });
}

const READS = ["/lucky_bear/free_lottery_chance", "/lucky_bear/lottery_amount_range_cfg"];

describe("LotteryScreen", () => {
  it("draws once per tap, shows the drawn amount, then the countdown to the next chance", async () => {
    const { callsTo } = setup();
    const button = await screen.findByRole("button", { name: "Draw now" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId("lottery-result", {}, { timeout: 3000 })).toHaveProperty("textContent", "You drew 2.50 LB-USDT!");
    expect(callsTo("/lucky_bear/draw_free_lottery")).toHaveLength(1);
    expect(await screen.findByText("Already drawn today")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Draw now" })).toBeNull();
  });

  it("shows 'already drawn today' with a ticking countdown to the next UTC midnight", async () => {
    setup(true);
    const timer = await screen.findByRole("timer", { name: "Next free draw in" });
    const seconds = NEXT_MIDNIGHT - NOW_S;
    const clock = (left: number) =>
      [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60].map((part) => String(part).padStart(2, "0")).join(":");
    await waitFor(() => expect(timer.textContent).toBe(clock(seconds)));
    await act(async () => {
      vi.setSystemTime(TEST_NOW + 1000);
      await new Promise((resolve) => setTimeout(resolve, 1050));
    });
    expect(timer.textContent).toBe(clock(seconds - 1));
  });

  it("shows the prize ranges with their odds", async () => {
    setup();
    expect(await screen.findByText("0.10–1.00 LB-USDT")).toBeTruthy();
    expect(screen.getByText("75% chance")).toBeTruthy();
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = lotteryBackend(true);
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadLottery(server.client) };
    expect(READS.map(server.callsTo)).toEqual([[{}], [{}]]);
    const page = await hydrateFeature(<LotteryScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Already drawn today");
    expect(page.html).toContain("0.10–1.00 LB-USDT");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("lottery-drawn")).toBeTruthy();
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("has today's ready draw in the server's HTML, and draws once per tap from the part loaded after start", async () => {
    const answers = lotteryBackend();
    const first = { userId: PLAYER_ID, data: await loadLottery(fakeApi(answers).client) };
    const page = await hydrateFeature(<LotteryScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Your free draw for today is ready.");
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>.*Draw now/);
    expect(page.recoverable).toEqual([]);
    const button = await waitFor(() => {
      const ready = within(page.container).getByRole("button", { name: "Draw now" });
      expect(ready.hasAttribute("disabled")).toBe(false);
      return ready;
    });
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await within(page.container).findByTestId("lottery-result", {}, { timeout: 3000 })).toHaveProperty("textContent", "You drew 2.50 LB-USDT!");
    expect(await within(page.container).findByText("Already drawn today")).toBeTruthy();
    expect(page.callsTo("/lucky_bear/draw_free_lottery")).toHaveLength(1);
    page.unmount();
  });

  it("renders the page again on the server when the countdown to the next draw reaches zero", async () => {
    router.refresh.mockClear();
    const first = { userId: PLAYER_ID, data: { chance: { chances: 0, next_free_at: NOW_S - 1 }, ranges: RANGES } };
    const { callsTo } = renderFeature(<LotteryScreen locale="en-US" first={first} />, { answers: lotteryBackend(true) });
    expect(screen.getByTestId("lottery-drawn")).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("reads the page in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = lotteryBackend();
    const chance = answers["/lucky_bear/free_lottery_chance"]!;
    const flaky = { ...answers, "/lucky_bear/free_lottery_chance": (input: unknown) => (failing ? Promise.reject(new Error("down")) : chance(input)) };
    const first = { userId: PLAYER_ID, data: await loadLottery(fakeApi(flaky).client) };
    expect(first.data.chance).toBeNull();
    const { callsTo } = renderFeature(<LotteryScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("The free lottery could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Draw now" })).toBeTruthy();
    expect(callsTo("/lucky_bear/free_lottery_chance")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<LotteryScreen locale="en-US" />, { answers: lotteryBackend(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Free lottery" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: "Draw now" })).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: { chance: { chances: 0, next_free_at: NEXT_MIDNIGHT }, ranges: RANGES } };
    const { callsTo } = renderFeature(<LotteryScreen locale="en-US" first={other} />, { answers: lotteryBackend() });
    expect(await screen.findByRole("button", { name: "Draw now" })).toBeTruthy();
    expect(callsTo("/lucky_bear/free_lottery_chance")).toEqual([{}]);
  });
});
