import { type Battle, battleEndpoints } from "@repo/api-client/endpoints/battle";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assetsAnswer } from "../pvp/testing";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { BattleRankScreen } from "./BattleRankScreen";
import { BattleScreen } from "./BattleScreen";
import { loadBattle } from "./load-battle";
import { loadBattleRank } from "./load-battle-rank";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  router.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());
const now = TEST_NOW / 1000;
const READS = [battleEndpoints.current.path, walletReadEndpoints.userAsset.path];

function battle(overrides: Partial<Battle> = {}): Battle {
  return {
    battle_id: 20619,
    title: "Daily battle",
    coin_name: "WH",
    entry_fee: "10.00",
    prize_pool: "1000.00",
    starts_at: now - 3_600,
    ends_at: now + 7_200,
    status: "running",
    players: 12,
    max_entries: 5,
    prizes: [
      { rank: 1, share_bps: 5000, amount: "500.00" },
      { rank: 2, share_bps: 3000, amount: "300.00" },
      { rank: 3, share_bps: 2000, amount: "200.00" },
    ],
    my_entries: 0,
    my_best: null,
    my_rank: null,
    ...overrides,
  };
}

/** The battle service and the wallet: today's battle, which an entry moves on, and a balance of `wh`. */
function backend(wh: string, today: Battle = battle()) {
  let current = today;
  return {
    [battleEndpoints.current.path]: () => current,
    [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: wh }),
    [battleEndpoints.enter.path]: () => {
      current = battle({ my_entries: 1, my_best: 4321, my_rank: 3, prize_pool: "1009.00" });
      return { entry_id: 1, battle_id: 20619, score: 4321, best_score: 4321, is_best: true, rank: 3, entries_left: 4 };
    },
  };
}

function setup(wh: string) {
  return renderFeature(<BattleScreen locale="en-US" />, { answers: backend(wh) });
}

/** The page as the server rendered it for the signed-in player. */
async function serverPage(answers: ReturnType<typeof backend>) {
  const first = { userId: PLAYER_ID, data: await loadBattle(fakeApi(answers).client) };
  return renderFeature(<BattleScreen locale="en-US" first={first} />, { answers });
}

/** The entry button once entering has loaded. */
function readyEnter() {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: "Enter for 10.00 WH" });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });
}

describe("BattleScreen", () => {
  it("shows the pool, the prizes and the fee, and enters once after the fee is confirmed", async () => {
    const { callsTo, invalidated } = setup("100.00");
    expect((await screen.findByTestId("battle-pool")).textContent).toBe("1,000.00 WH");
    expect(screen.getByText("Rank 1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Enter for 10.00 WH" }));
    const dialog = await screen.findByRole("dialog");
    const pay = within(dialog).getByRole("button", { name: "Pay 10.00 WH" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect((await screen.findByRole("status")).textContent).toContain("New best: 4321 points");
    expect(callsTo(battleEndpoints.enter.path)).toEqual([{ battle_id: 20619, idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) }]);
    await waitFor(() => expect(screen.getByTestId("battle-rank").textContent).toBe("3"));
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "battle"], ["api", "wallet"]]));
  });

  it("opens the balance-lack dialog when the wallet cannot pay the fee", async () => {
    const { callsTo, openDialog } = setup("4.00");
    await waitFor(() => expect(screen.getByText("4.00 WH")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Enter for 10.00 WH" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(battleEndpoints.enter.path)).toEqual([]);
  });

  it("has the battle and the balance the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = {
      [battleEndpoints.current.path]: () => battle({ my_entries: 2, my_best: 4321, my_rank: 3 }),
      [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "100.00" }),
    };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadBattle(server.client) };
    expect([battleEndpoints.current.path, walletReadEndpoints.userAsset.path].map(server.callsTo)).toEqual([[{}], [{}]]);
    const page = await hydrateFeature(<BattleScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("1,000.00 WH");
    expect(page.html).toContain("4321");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("battle-rank").textContent).toBe("3");
    expect(within(page.container).getByText("100.00 WH")).toBeTruthy();
    // Entering loads after start; nothing is read again.
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Enter for 10.00 WH" }).hasAttribute("disabled")).toBe(false));
    expect(within(page.container).getByRole("timer", { name: "Battle ends in" }).textContent).toBe("02:00:00");
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("enters once on the server's page after the fee is confirmed, keeps the run's score and renders the page again on the server", async () => {
    const { callsTo } = await serverPage(backend("100.00"));
    fireEvent.click(await readyEnter());
    const pay = within(await screen.findByRole("dialog")).getByRole("button", { name: "Pay 10.00 WH" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect((await screen.findByRole("status")).textContent).toContain("New best: 4321 points");
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo(battleEndpoints.enter.path)).toEqual([{ battle_id: 20619, idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) }]);
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("checks the fee against the balance the server read, and opens the balance-lack dialog without sending", async () => {
    const { callsTo, openDialog } = await serverPage(backend("4.00"));
    expect(screen.getByText("4.00 WH")).toBeTruthy();
    fireEvent.click(await readyEnter());
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(callsTo(battleEndpoints.enter.path)).toEqual([]);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("says on the server's page when every entry is used, and renders it again on the server when the battle ends", async () => {
    const { callsTo } = await serverPage(backend("100.00", battle({ my_entries: 5, ends_at: now - 1 })));
    expect(screen.getByText("You have used every entry today. Come back tomorrow.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enter for 10.00 WH" })).toBeNull();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("asks a guest to sign in, and reads the battle in the browser when the server's read failed, with a retry", async () => {
    const guest = renderFeature(<BattleScreen locale="en-US" />, { answers: backend("100.00"), loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Battle every day" })).toBeTruthy();
    expect(READS.map(guest.callsTo)).toEqual([[], []]);
    cleanup();
    let down = true;
    const answers = backend("100.00");
    const today = answers[battleEndpoints.current.path]!;
    const flaky = { ...answers, [battleEndpoints.current.path]: () => (down ? Promise.reject(new Error("down")) : today()) };
    const first = { userId: PLAYER_ID, data: await loadBattle(fakeApi(flaky).client) };
    expect(first.data.battle).toBeNull();
    const { callsTo } = renderFeature(<BattleScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Today's battle could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByTestId("battle-pool")).textContent).toBe("1,000.00 WH");
    expect(callsTo(battleEndpoints.current.path)).toEqual([{}, {}]);
  });

  it("asks for the player's own battle when the server read for another login", async () => {
    const theirs = { [battleEndpoints.current.path]: () => battle({ my_best: 9999, my_rank: 1 }), [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "1.00" }) };
    const first = { userId: PLAYER_ID + 1, data: await loadBattle(fakeApi(theirs).client) };
    const { callsTo } = renderFeature(<BattleScreen locale="en-US" first={first} />, {
      answers: { [battleEndpoints.current.path]: () => battle({ my_best: 4321, my_rank: 3 }), [walletReadEndpoints.userAsset.path]: assetsAnswer({ WH: "100.00" }) },
    });
    await waitFor(() => expect(screen.getByTestId("battle-best").textContent).toBe("4321"));
    expect(callsTo(battleEndpoints.current.path)).toEqual([{}]);
    expect(callsTo(walletReadEndpoints.userAsset.path)).toEqual([{}]);
  });
});

describe("BattleRankScreen", () => {
  const rankOf = (myScore: number) => ({
    battle_id: 20619,
    list: [
      { rank: 1, user_id: 10004, username: "ace", avatar: "", score: 9100 },
      { rank: 2, user_id: 10005, username: "bolt", avatar: "", score: 7000 },
      { rank: 3, user_id: 10001, username: "dev_player", avatar: "", score: 4321 },
    ],
    my_rank: 3,
    my_score: myScore,
  });
  const answers = {
    [battleEndpoints.current.path]: () => battle({ my_best: 4321, my_rank: 3 }),
    [battleEndpoints.rank.path]: () => rankOf(4321),
  };

  it("ranks by best score with the player's own row pinned under the board", async () => {
    renderFeature(<BattleRankScreen locale="en-US" />, { answers });
    const board = await screen.findByRole("list", { name: "Battle leaderboard" });
    expect(within(board).getAllByRole("listitem")).toHaveLength(3);
    const own = screen.getByTestId("ranked-list-own");
    expect(own.textContent).toContain("dev_player");
    expect(own.textContent).toContain("4321 pts");
  });

  it("reads today's battle on the server with the player's login, then its leaderboard", async () => {
    const server = fakeApi(answers);
    const first = await loadBattleRank(server.client);
    expect(first.rank).toEqual(rankOf(4321));
    expect(server.callsTo(battleEndpoints.current.path)).toEqual([{}]);
    expect(server.callsTo(battleEndpoints.rank.path)).toEqual([{ battle_id: 20619 }]);
    const failing = fakeApi({ [battleEndpoints.rank.path]: () => rankOf(4321) });
    expect(await loadBattleRank(failing.client)).toEqual({ battle: null, rank: null });
    expect(failing.callsTo(battleEndpoints.rank.path)).toEqual([]);
  });

  it("has the leaderboard the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const first = { userId: PLAYER_ID, userName: "dev_player", data: await loadBattleRank(fakeApi(answers).client) };
    const page = await hydrateFeature(<BattleRankScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("9100 pts");
    expect(page.html).toContain("4321 pts");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("ranked-list-own").textContent).toContain("dev_player");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([battleEndpoints.current.path, battleEndpoints.rank.path].map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("asks a guest to sign in", async () => {
    renderFeature(<BattleRankScreen locale="en-US" />, { answers: {}, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Battle every day" })).toBeTruthy();
  });

  it("asks for the player's own leaderboard when the server read for another login", async () => {
    const theirs = { ...answers, [battleEndpoints.rank.path]: () => rankOf(9999) };
    const first = { userId: PLAYER_ID + 1, data: await loadBattleRank(fakeApi(theirs).client) };
    const { callsTo } = renderFeature(<BattleRankScreen locale="en-US" first={first} />, { answers });
    await waitFor(() => expect(screen.getByTestId("ranked-list-own").textContent).toContain("4321 pts"));
    expect(screen.getByTestId("ranked-list-own").textContent).not.toContain("9999 pts");
    expect(callsTo(battleEndpoints.current.path)).toEqual([{}]);
    expect(callsTo(battleEndpoints.rank.path)).toEqual([{ battle_id: 20619 }]);
  });

  it("uses the server's leaderboard only for the battle it was read for", async () => {
    const first = { userId: PLAYER_ID, data: { battle: battle(), rank: { ...rankOf(9999), battle_id: 20618 } } };
    const { callsTo } = renderFeature(<BattleRankScreen locale="en-US" first={first} />, { answers });
    await waitFor(() => expect(screen.getByTestId("ranked-list-own").textContent).toContain("4321 pts"));
    expect(callsTo(battleEndpoints.rank.path)).toEqual([{ battle_id: 20619 }]);
  });
});
