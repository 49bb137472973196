import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { ChampDetailScreen } from "./ChampDetailScreen";
import { loadChampDetail } from "./load-champ-detail";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const BOARD = Array.from({ length: 12 }, (_, index) => ({
  rank: index + 1,
  user_id: 200 + index,
  username: `player_${index + 1}`,
  avatar: "",
  score: `${1000 - index * 10}.00`,
  reward: "10.00",
}));

/** Championship 1 (running or ended) where the player scored 120.00, ranked `myRank`. */
function champBackend(status: "ended" | "running", myRank: number | null = 15): Answers {
  const received = new Set<number>();
  return {
    "/lucky_bear/champ/detail": () => ({
      champ_id: 1,
      title: "Slots sprint",
      status,
      start_at: NOW - 86_400,
      end_at: status === "ended" ? NOW - 3_600 : NOW + 3_600,
      prize_pool: "5000.00",
      coin_name: "LB-USDT",
      rules: ["Score = total bet"],
      game_ids: [101],
      my_score: "120.00",
      my_rank: myRank,
      my_reward: myRank === null ? null : { amount: "15.00", coin_name: "LB-USDT", received: received.has(1) },
    }),
    "/lucky_bear/champ/billboard": () => ({ list: BOARD, my_rank: myRank }),
    "/lucky_bear/champ/receive_reward": () => {
      if (received.has(1)) throw new Error("already received");
      received.add(1);
      return { amount: "15.00", coin_name: "LB-USDT" };
    },
  };
}

function setup(status: "ended" | "running", myRank: number | null = 15) {
  return renderFeature(<ChampDetailScreen locale="en-US" champId={1} />, { answers: champBackend(status, myRank) });
}

const READS = ["/lucky_bear/champ/detail", "/lucky_bear/champ/billboard"];

/** The page's first data as the server reads it with the player's login cookies. */
async function serverFirst(answers: Answers) {
  return { userId: PLAYER_ID, userName: "dev_player", data: await loadChampDetail(fakeApi(answers).client, 1) };
}

/** The receive button once its part has loaded. */
function readyReceive() {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: "Receive reward" });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });
}

describe("ChampDetailScreen", () => {
  it("pins the player's own rank under the billboard", async () => {
    setup("running");
    const own = await screen.findByRole("group", { name: "Your rank" });
    expect(own.textContent).toBe("15dev_player120.00");
    expect(screen.getByRole("timer", { name: "Ends in" }).textContent).toBe("01:00:00");
  });

  it("receives an ended championship's reward once", async () => {
    const { callsTo } = setup("ended");
    const button = await screen.findByRole("button", { name: "Receive reward" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText("Received")).toBeTruthy());
    expect(callsTo("/lucky_bear/champ/receive_reward")).toEqual([{ champ_id: 1 }]);
    expect(screen.queryByRole("button", { name: "Receive reward" })).toBeNull();
  });

  it("offers no receive button while the championship runs", async () => {
    const { callsTo } = setup("running");
    expect(await screen.findByText("You can receive it once the championship has ended.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Receive reward" })).toBeNull();
    expect(callsTo("/lucky_bear/champ/receive_reward")).toHaveLength(0);
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = champBackend("running");
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadChampDetail(server.client, 1) };
    expect(READS.map(server.callsTo)).toEqual([[{ champ_id: 1 }], [{ champ_id: 1 }]]);
    const page = await hydrateFeature(<ChampDetailScreen locale="en-US" champId={1} first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Slots sprint");
    expect(page.html).toContain("player_12");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("champ-me").textContent).toBe("Your score: 120.00 · rank 15");
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("pins the player's own row in the server's HTML under the name the login cookies carry", async () => {
    const answers = champBackend("running");
    const page = await hydrateFeature(<ChampDetailScreen locale="en-US" champId={1} first={await serverFirst(answers)} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("group", { name: "Your rank" }).textContent).toBe("15dev_player120.00");
    await waitFor(() => expect(within(page.container).getByRole("timer", { name: "Ends in" }).textContent).toBe("01:00:00"));
    page.unmount();
  });

  it("has an ended championship's receive button in the server's HTML, working once its part has loaded after start", async () => {
    const answers = champBackend("ended");
    const page = await hydrateFeature(<ChampDetailScreen locale="en-US" champId={1} first={await serverFirst(answers)} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Receive reward");
    expect(page.recoverable).toEqual([]);
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Receive reward" }).hasAttribute("disabled")).toBe(false));
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("receives the reward of the server's page once, however often it is tapped, and renders the page again on the server", async () => {
    router.refresh.mockClear();
    const answers = champBackend("ended");
    const { callsTo } = renderFeature(<ChampDetailScreen locale="en-US" champId={1} first={await serverFirst(answers)} />, { answers });
    const button = await readyReceive();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/lucky_bear/champ/receive_reward")).toEqual([{ champ_id: 1 }]);
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("says under the button when the reward could not be received", async () => {
    router.refresh.mockClear();
    const answers = champBackend("ended");
    const first = await serverFirst(answers);
    renderFeature(<ChampDetailScreen locale="en-US" champId={1} first={first} />, { answers: { ...answers, "/lucky_bear/champ/receive_reward": () => Promise.reject(new Error("down")) } });
    fireEvent.click(await readyReceive());
    expect(await within(screen.getByTestId("champ-reward")).findByRole("alert")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it("renders the page again on the server when the countdown of the server's page reaches zero", async () => {
    router.refresh.mockClear();
    const answers = champBackend("running");
    const detail = answers["/lucky_bear/champ/detail"]!;
    const ending = { ...answers, "/lucky_bear/champ/detail": (input: unknown) => ({ ...(detail(input) as object), end_at: NOW - 1 }) };
    const { callsTo } = renderFeature(<ChampDetailScreen locale="en-US" champId={1} first={await serverFirst(ending)} />, { answers: ending });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("reads the page in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = champBackend("running");
    const detail = answers["/lucky_bear/champ/detail"]!;
    const flaky = { ...answers, "/lucky_bear/champ/detail": (input: unknown) => (failing ? Promise.reject(new Error("down")) : detail(input)) };
    const first = await serverFirst(flaky);
    expect(first.data.detail).toBeNull();
    const { callsTo } = renderFeature(<ChampDetailScreen locale="en-US" champId={1} first={first} />, { answers: flaky });
    expect(await screen.findByText("This championship could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("group", { name: "Your rank" })).toBeTruthy();
    expect(callsTo("/lucky_bear/champ/detail")).toEqual([{ champ_id: 1 }, { champ_id: 1 }]);
  });

  it("shows a guest nothing and reads nothing (the route rules send them to sign in)", async () => {
    const { container, callsTo } = renderFeature(<ChampDetailScreen locale="en-US" champId={1} />, { answers: champBackend("running"), loggedIn: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe("");
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("asks again when the server read for another login", async () => {
    const answers = champBackend("running");
    const other = { userId: PLAYER_ID + 1, data: { detail: null, board: { list: [], my_rank: null } } };
    const { callsTo } = renderFeature(<ChampDetailScreen locale="en-US" champId={1} first={other} />, { answers });
    expect(await screen.findByRole("group", { name: "Your rank" })).toBeTruthy();
    expect(READS.map(callsTo)).toEqual([[{ champ_id: 1 }], [{ champ_id: 1 }]]);
  });
});
