import type { PoolDetail } from "@repo/api-client/endpoints/pool";
import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, type Balances, PLAYER_ID, plain, renderFeature, SEEDED_BALANCES, walletReads } from "../wallet/testing";
import { loadPool } from "./load-pool";
import { PoolDetailScreen } from "./PoolDetailScreen";
import { NOW, poolFixture } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);
const JOIN = { service: "prize-pool", method: "POST", path: "/pool/join", url: "" } as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  router.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

const RUNNING: PoolDetail = {
  ...poolFixture({ icon: "" }),
  tasks: [
    { task_id: 9001, title: "Reach level Farm Story", shares: 2, status: "ready" },
    { task_id: 9002, title: "Win a match in Pet Rush", shares: 2, status: "not_done" },
  ],
  result: null,
};

const ENDED: PoolDetail = {
  ...RUNNING,
  pool_id: 3,
  title: "Last week's KTHER pool",
  status: "ended",
  end_at: NOW - 86_400,
  prize: "300.00",
  prize_coin: "KTHER",
  total_shares: 60,
  my_shares: 6,
  tasks: [],
  result: { winners: [{ rank: 1, username: "pl***ab", shares: 15, prize: "75.00" }], my_prize: "30.00", received: false },
};

function answersFor(pool: PoolDetail, { balances = SEEDED_BALANCES, join }: { balances?: Balances; join?: (input: unknown) => unknown } = {}): Answers {
  let current = structuredClone(pool);
  return {
    ...walletReads(balances),
    "/pool/detail": () => current,
    "/pool/join":
      join ??
      ((input: unknown) => {
        const { shares } = input as { shares: number };
        current = { ...current, my_shares: current.my_shares + shares, total_shares: current.total_shares + shares };
        return { pool_id: current.pool_id, my_shares: current.my_shares, total_shares: current.total_shares, paid: String(50 * shares), paid_coin: "WH" };
      }),
    "/pool/join_by_task": (input: unknown) => {
      const { task_id } = input as { task_id: number };
      current = { ...current, my_shares: current.my_shares + 2, tasks: current.tasks.map((task) => (task.task_id === task_id ? { ...task, status: "joined" as const } : task)) };
      return { pool_id: current.pool_id, my_shares: current.my_shares, total_shares: current.total_shares, paid: "0.00", paid_coin: "WH" };
    },
    "/pool/receive_prize": () => {
      if (current.result?.received) throw new BusinessError({ ...JOIN, path: "/pool/receive_prize" }, 2002, "You have already received this prize");
      current = { ...current, result: current.result && { ...current.result, received: true } };
      return { pool_id: current.pool_id, amount: "30.00", coin_name: "KTHER", balance: "70.00" };
    },
  };
}

function setup(pool: PoolDetail, { balances = SEEDED_BALANCES, join, audit = false }: { balances?: Balances; join?: (input: unknown) => unknown; audit?: boolean } = {}) {
  return renderFeature(<PoolDetailScreen locale="en-US" poolId={pool.pool_id} />, { answers: answersFor(pool, { balances, join }), audit });
}

/** The page as the server renders it after reading `pool` for `userId` (null: a guest). */
async function serverPage(pool: PoolDetail, userId: number | null = PLAYER_ID) {
  const answers = answersFor(pool);
  const first = { userId, data: await loadPool(fakeApi(answers).client, pool.pool_id) };
  return { answers, element: <PoolDetailScreen locale="en-US" poolId={pool.pool_id} first={first} /> };
}

describe("/pool/[poolId] read in the browser", () => {
  it("shows the prize, the time left and what a purchase costs against the balance", async () => {
    setup(RUNNING);
    expect(plain((await screen.findByTestId("pool-prize")).textContent)).toBe("100.00 USDT");
    await waitFor(() => expect(screen.getByRole("timer", { name: "Ends in" }).textContent).toBe("01:00:00"));
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(plain(screen.getByTestId("pool-join-cost").textContent)).toBe("150.00 WH");
    await waitFor(() => expect(screen.getByTestId("pool-join-balance").textContent).toBe("3,000.00"));
  });

  it("confirms, joins once with an attempt key, and shows the new share", async () => {
    const { callsTo, invalidated } = setup(RUNNING);
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the purchase" });
    expect(plain(dialog.textContent)).toContain("100.00 WH leave your balance now. Shares bought in Hourly WH pool: 2.");
    const pay = within(dialog).getByRole("button", { name: "Pay 100.00 WH" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText("You joined. Shares you hold now: 2.")).toBeTruthy();
    expect(callsTo("/pool/join")).toEqual([{ pool_id: 1, shares: 2, idempotency_key: ATTEMPT_KEY }]);
    expect(invalidated()).toContainEqual(["api", "wallet"]);
    await waitFor(() => expect(plain(screen.getByTestId("pool-my-shares").textContent)).toBe("2 (6.89 %)"));
  });

  it("opens the balance-lack dialog when the shares cost more than the balance, sending nothing", async () => {
    const { openDialog, callsTo } = setup(RUNNING, { balances: { ...SEEDED_BALANCES, WH: { offchain: "99.99", onchain: "0" } } });
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    await waitFor(() => expect(screen.getByTestId("pool-join-balance").textContent).toBe("99.99"));
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/pool/join")).toEqual([]);
  });

  it("says a short balance in audit mode instead, also when the server finds it", async () => {
    const { openDialog } = setup(RUNNING, {
      audit: true,
      join: () => {
        throw new BusinessError(JOIN, 2001, "lack_WH");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Review purchase" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Pay 50.00 WH" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Not enough WH. Earn more in games and tasks, or top up.");
    expect(openDialog()).toBeNull();
  });

  it("takes a finished task's shares and links the others to their task", async () => {
    const { callsTo } = setup(RUNNING);
    const tasks = await screen.findByRole("list", { name: "Pool tasks" });
    expect(within(tasks).getByRole("link", { name: "Open task" }).getAttribute("href")).toBe("/en-US/task/details?taskId=9002&productType=2&from=pool");
    fireEvent.click(within(tasks).getByRole("button", { name: "Take the shares" }));
    expect(await within(tasks).findByText("Shares taken")).toBeTruthy();
    expect(callsTo("/pool/join_by_task")).toEqual([{ pool_id: 1, task_id: 9001 }]);
  });

  it("shows an ended pool's result and receives the player's part once", async () => {
    const { callsTo } = setup(ENDED);
    const mine = await screen.findByTestId("pool-my-result");
    expect(plain(mine.textContent)).toContain("Your part: 30.00 KTHER");
    expect(within(screen.getByRole("list", { name: "Biggest holders" })).getByText("75.00 KTHER")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review purchase" })).toBeNull();
    const receive = within(mine).getByRole("button", { name: "Receive 30.00 KTHER" });
    fireEvent.click(receive);
    fireEvent.click(receive);
    expect(await screen.findByText("Received. Your KTHER balance is now 70.00.")).toBeTruthy();
    expect(callsTo("/pool/receive_prize")).toEqual([{ pool_id: 3, idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(within(mine).queryByRole("button")).toBeNull());
  });

  it("says an unknown pool does not exist", async () => {
    renderFeature(<PoolDetailScreen locale="en-US" poolId={null} />, { answers: {} });
    expect(await screen.findByText("This pool does not exist.")).toBeTruthy();
  });
});

describe("/pool/[poolId] read on the server", () => {
  it("reads the pool as the reader, and says when it does not exist", async () => {
    const server = fakeApi(answersFor(RUNNING));
    expect((await loadPool(server.client, 1)).pool?.title).toBe("Hourly WH pool");
    expect(server.callsTo("/pool/detail")).toEqual([{ pool_id: 1 }]);
    const missing = fakeApi({
      "/pool/detail": () => {
        throw new BusinessError({ ...JOIN, path: "/pool/detail" }, 1002, "not found");
      },
    });
    expect(await loadPool(missing.client, 1)).toEqual({ pool: null, missing: true });
    expect(await loadPool(fakeApi({}).client, 1)).toEqual({ pool: null, missing: false });
  });

  it("has the pool, the player's shares and tasks in its HTML, hydrates without asking again, then loads the purchase", async () => {
    const { answers, element } = await serverPage({ ...RUNNING, my_shares: 3 });
    const page = await hydrateFeature(element, { answers });
    expect(page.html).toContain("Hourly WH pool");
    expect(plain(within(page.container).getByTestId("pool-prize").textContent)).toBe("100.00 USDT");
    expect(page.html).toContain("Reach level Farm Story");
    expect(page.html).toContain("Take the shares");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Review purchase" })).toBeTruthy();
    expect(within(page.container).getByRole("timer", { name: "Ends in" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/pool/detail")).toEqual([]);
    page.unmount();
  });

  it("joins once with an attempt key on the server-rendered page, then renders the page again on the server", async () => {
    const { answers, element } = await serverPage(RUNNING);
    const { callsTo } = renderFeature(element, { answers });
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    fireEvent.click(screen.getByRole("button", { name: "Review purchase" }));
    const pay = within(await screen.findByRole("dialog", { name: "Confirm the purchase" })).getByRole("button", { name: "Pay 100.00 WH" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByText("You joined. Shares you hold now: 2.")).toBeTruthy();
    expect(callsTo("/pool/join")).toEqual([{ pool_id: 1, shares: 2, idempotency_key: ATTEMPT_KEY }]);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo("/pool/detail")).toEqual([]);
  });

  it("takes a finished task's shares once on the server-rendered page, then renders the page again on the server", async () => {
    const { answers, element } = await serverPage(RUNNING);
    const { callsTo } = renderFeature(element, { answers });
    const take = await screen.findByRole("button", { name: "Take the shares" });
    await waitFor(() => expect(take).toHaveProperty("disabled", false));
    fireEvent.click(take);
    fireEvent.click(take);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo("/pool/join_by_task")).toEqual([{ pool_id: 1, task_id: 9001 }]);
    expect(callsTo("/pool/detail")).toEqual([]);
  });

  it("receives an ended pool's part once on the server-rendered page, keeps the new balance and renders the page again", async () => {
    const { answers, element } = await serverPage(ENDED);
    const page = await hydrateFeature(element, { answers });
    expect(page.html).toContain("Your part: 30.00 KTHER");
    expect(page.html).toContain("Receive 30.00 KTHER");
    const mine = within(page.container).getByTestId("pool-my-result");
    const receive = within(mine).getByRole("button", { name: "Receive 30.00 KTHER" });
    await waitFor(() => expect(receive).toHaveProperty("disabled", false));
    fireEvent.click(receive);
    fireEvent.click(receive);
    expect(await within(mine).findByText("Received. Your KTHER balance is now 70.00.")).toBeTruthy();
    expect(page.callsTo("/pool/receive_prize")).toEqual([{ pool_id: 3, idempotency_key: ATTEMPT_KEY }]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(page.callsTo("/pool/detail")).toEqual([]);
    page.unmount();
  });

  it("renders the page again on the server when the pool's countdown reaches zero", async () => {
    const { answers, element } = await serverPage({ ...RUNNING, end_at: NOW + 1 });
    renderFeature(element, { answers });
    vi.setSystemTime(TEST_NOW + 2_000);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1), { timeout: 2_500 });
  });

  it("shows a guest the pool with the way to sign in, reading nothing", async () => {
    const { answers, element } = await serverPage(RUNNING, null);
    const page = await hydrateFeature(element, { answers, loggedIn: false });
    expect(page.html).toContain("Sign in to join this pool");
    expect(page.html).not.toContain("Take the shares");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("says a missing pool does not exist, in the HTML", async () => {
    const page = await hydrateFeature(<PoolDetailScreen locale="en-US" poolId={7} first={{ userId: PLAYER_ID, data: { pool: null, missing: true } }} />, { answers: {} });
    expect(page.html).toContain("This pool does not exist.");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("reads the pool in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const answers = { ...answersFor(RUNNING), "/pool/detail": () => (fail ? Promise.reject(new Error("down")) : RUNNING) };
    const { callsTo } = renderFeature(<PoolDetailScreen locale="en-US" poolId={1} first={{ userId: PLAYER_ID, data: { pool: null, missing: false } }} />, { answers });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("This pool could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    expect(plain((await screen.findByTestId("pool-prize")).textContent)).toBe("100.00 USDT");
    expect(callsTo("/pool/detail").length).toBeGreaterThanOrEqual(2);
  });

  it("asks for the player's own pool when the server read for another login", async () => {
    const { element } = await serverPage({ ...RUNNING, my_shares: 9 }, PLAYER_ID + 1);
    const { callsTo } = renderFeature(element, { answers: answersFor({ ...RUNNING, my_shares: 1 }) });
    await waitFor(() => expect(plain(screen.getByTestId("pool-my-shares").textContent)).toBe("1 (3.7 %)"));
    expect(callsTo("/pool/detail")).toEqual([{ pool_id: 1 }]);
  });
});
