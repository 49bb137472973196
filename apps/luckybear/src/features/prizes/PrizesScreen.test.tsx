import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadPrizes } from "./load-prizes";
import { PrizesScreen } from "./PrizesScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const PRIZES = [
  { prize_id: 1, name: "Bronze", required_bet: "100.00", reward: { amount: "2.00", coin_name: "LB-USDT" } },
  { prize_id: 2, name: "Gold", required_bet: "1000.00", reward: { amount: "30.00", coin_name: "LB-USDT" } },
];

function prizesBackend(): Answers {
  const received = new Set<number>();
  return {
    "/lucky_bear/rt_prize_conf": () => ({
      period_end: NOW + 3_600,
      my_bet: "250.00",
      prizes: PRIZES.map((prize) => ({ ...prize, receivable: Number(prize.required_bet) <= 250 && !received.has(prize.prize_id), received: received.has(prize.prize_id) })),
    }),
    "/lucky_bear/rt_prize_receive": (input) => {
      const { prize_id } = input as { prize_id: number };
      if (received.has(prize_id)) throw new Error("already received");
      received.add(prize_id);
      return PRIZES[0]?.reward;
    },
    "/lucky_bear/rt_prize_billboard": () => ({ list: [{ username: "ali***", prize_name: "Gold", amount: "30.00", time: NOW - 60 }] }),
    "/lucky_bear/bet_ranking_list": () => ({ list: [{ rank: 1, user_id: 5, username: "top", avatar: "", bet_amount: "9000.00" }], my_rank: 40 }),
  };
}

const READS = ["/lucky_bear/rt_prize_conf", "/lucky_bear/rt_prize_billboard", "/lucky_bear/bet_ranking_list"];

function setup() {
  return renderFeature(<PrizesScreen locale="en-US" />, { answers: prizesBackend() });
}

/** The page the server rendered for the signed-in player, and the backend behind it. */
async function serverPage(answers = prizesBackend()) {
  const first = { userId: PLAYER_ID, userName: "dev_player", data: await loadPrizes(fakeApi(answers).client) };
  return { answers, first };
}

describe("PrizesScreen", () => {
  it("shows progress toward each threshold and receives a reached prize once", async () => {
    const { callsTo } = setup();
    const gold = await screen.findByTestId("rt-prize-2");
    expect(within(gold).getByRole("progressbar").getAttribute("aria-valuetext")).toBe("250.00 / 1,000.00");
    expect(within(gold).getByText("Not reached")).toBeTruthy();
    const receive = screen.getByRole("button", { name: "Receive Bronze" });
    fireEvent.click(receive);
    fireEvent.click(receive);
    await waitFor(() => expect(within(screen.getByTestId("rt-prize-1")).getByText("Received")).toBeTruthy());
    expect(callsTo("/lucky_bear/rt_prize_receive")).toEqual([{ prize_id: 1 }]);
  });

  it("shows the winners and pins the player's rank", async () => {
    setup();
    expect(await screen.findByText("ali*** won Gold: 30.00")).toBeTruthy();
    expect((await screen.findByRole("group", { name: "Your rank" })).textContent).toBe("40dev_player");
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const reads = READS;
    const answers = prizesBackend();
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, userName: "dev_player", data: await loadPrizes(server.client) };
    expect(reads.map(server.callsTo)).toEqual([[{}], [{}], [{}]]);
    const page = await hydrateFeature(<PrizesScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Your bets this period: 250.00");
    expect(page.html).toContain("ali*** won Gold: 30.00");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("button", { name: "Receive Bronze" })).toBeTruthy();
    expect(within(page.container).getByRole("group", { name: "Your rank" })).toBeTruthy();
    expect(reads.map(page.callsTo)).toEqual([[], [], []]);
    expect(page.html).toContain("dev_player");
    // The receive button and the winners' refresh load after start, from the server's read.
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Receive Bronze" }).hasAttribute("disabled")).toBe(false));
    expect(within(page.container).getByText("ali*** won Gold: 30.00")).toBeTruthy();
    expect(reads.map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("receives a prize of the server's page once and renders the page again on the server", async () => {
    router.refresh.mockClear();
    const { answers, first } = await serverPage();
    const { callsTo } = renderFeature(<PrizesScreen locale="en-US" first={first} />, { answers });
    const receive = await waitFor(() => {
      const button = screen.getByRole("button", { name: "Receive Bronze" });
      expect(button.hasAttribute("disabled")).toBe(false);
      return button;
    });
    fireEvent.click(receive);
    fireEvent.click(receive);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/lucky_bear/rt_prize_receive")).toEqual([{ prize_id: 1 }]);
    expect(READS.map(callsTo)).toEqual([[], [], []]);
  });

  it("says when a prize of the server's page could not be received", async () => {
    router.refresh.mockClear();
    const { answers, first } = await serverPage();
    renderFeature(<PrizesScreen locale="en-US" first={first} />, {
      answers: { ...answers, "/lucky_bear/rt_prize_receive": () => Promise.reject(new Error("down")) },
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Receive Bronze" }).hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Receive Bronze" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it("renders the page again on the server when the period's countdown reaches zero", async () => {
    router.refresh.mockClear();
    const answers = prizesBackend();
    const { first } = await serverPage(answers);
    const ended = { ...first, data: { ...first.data, conf: first.data.conf && { ...first.data.conf, period_end: NOW - 1 } } };
    renderFeature(<PrizesScreen locale="en-US" first={ended} />, { answers });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it("reads the server's winners again every 10 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "setInterval", "clearTimeout", "clearInterval"], now: TEST_NOW });
    const { answers, first } = await serverPage();
    const { callsTo } = renderFeature(<PrizesScreen locale="en-US" first={first} />, { answers });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo("/lucky_bear/rt_prize_billboard")).toEqual([{}]);
  });

  it("reads the page in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = prizesBackend();
    const conf = answers["/lucky_bear/rt_prize_conf"]!;
    const flaky = { ...answers, "/lucky_bear/rt_prize_conf": (input: unknown) => (failing ? Promise.reject(new Error("down")) : conf(input)) };
    const first = { userId: PLAYER_ID, data: await loadPrizes(fakeApi(flaky).client) };
    expect(first.data.conf).toBeNull();
    const { callsTo } = renderFeature(<PrizesScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("The bet prizes could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("rt-prize-2")).toBeTruthy();
    expect(callsTo("/lucky_bear/rt_prize_conf")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<PrizesScreen locale="en-US" />, { answers: prizesBackend(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Live prizes" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId("rt-prize-1")).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], [], []]);
  });

  it("asks again when the server read for another login", async () => {
    const answers = prizesBackend();
    const conf = { period_end: NOW + 3_600, my_bet: "5000.00", prizes: [] };
    const other = { userId: PLAYER_ID + 1, data: { conf, winners: { list: [] }, ranking: { list: [], my_rank: 1 } } };
    const { callsTo } = renderFeature(<PrizesScreen locale="en-US" first={other} />, { answers });
    expect(await screen.findByTestId("rt-prize-2")).toBeTruthy();
    expect(["/lucky_bear/rt_prize_conf", "/lucky_bear/rt_prize_billboard", "/lucky_bear/bet_ranking_list"].map(callsTo)).toEqual([[{}], [{}], [{}]]);
  });
});
