import type { PoolDetail } from "@repo/api-client/endpoints/pool";
import { BusinessError } from "@repo/api-client/errors";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Balances, plain, renderFeature, SEEDED_BALANCES, walletReads } from "../wallet/testing";
import { PoolDetailScreen } from "./PoolDetailScreen";
import { NOW, poolFixture } from "./testing";

const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);
const JOIN = { service: "prize-pool", method: "POST", path: "/pool/join", url: "" } as const;

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
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

function setup(pool: PoolDetail, { balances = SEEDED_BALANCES, join, audit = false }: { balances?: Balances; join?: (input: unknown) => unknown; audit?: boolean } = {}) {
  let current = structuredClone(pool);
  const answers = {
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
  return renderFeature(<PoolDetailScreen locale="en-US" poolId={pool.pool_id} />, { answers, audit });
}

describe("/pool/[poolId]", () => {
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
