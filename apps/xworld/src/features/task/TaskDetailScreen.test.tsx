import { type TaskDetail, taskEndpoints } from "@repo/api-client/endpoints/task";
import { BusinessError } from "@repo/api-client/errors";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadTaskDetail } from "./load-task-pages";
import { TaskDetailScreen } from "./TaskDetailScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
// The countdown reads the clock: it stands at TEST_NOW, never the machine's.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const SELF = "/en-US/task/details?taskId=9001&from=home";
const REQUEST = { service: "task", method: "POST", path: taskEndpoints.getTaskDetail.path, url: "" } as const;

function detailWith(status: TaskDetail["status"], title = "Reach level 5 in Pet Rush"): TaskDetail {
  return {
    task: { productId: 5001, taskId: 9001, title, xbOfferId: "xb-1", productType: 2, reward: 1200, reward_coin: "XB", icon: "", short_desc: "" },
    game_name: "Pet Rush",
    description: [{ type: "text", text: "Play until level 5." }],
    time_limit: 86_400,
    status,
    expiry: status === "not_taken" ? null : { takeTime: NOW - 60, expired: false, deadline: NOW + 3_600 },
  };
}

const answersFor = (detail: () => TaskDetail) => ({
  [taskEndpoints.getTaskDetail.path]: detail,
  [walletReadEndpoints.getWalletInfo.path]: () => ({ list: [{ coin_logo: "", coin_name: "XB", money_all: "12000.00", usdt_money_all: "12.00" }], total_usdt: "12.00" }),
  [taskEndpoints.takeTask.path]: () => ({ taskId: 9001, status: "in_progress", expiry: { takeTime: NOW, expired: false, deadline: NOW + 86_400 } }),
});

const screenWith = (first: Parameters<typeof TaskDetailScreen>[0]["first"], taskId: number | null = 9001) => (
  <TaskDetailScreen locale="en-US" taskId={taskId} from="home" web3={false} selfHref={SELF} first={first} />
);

describe("/task/details read on the server", () => {
  it("reads the task as the reader, and says when it does not exist", async () => {
    const server = fakeApi(answersFor(() => detailWith("not_taken")));
    expect((await loadTaskDetail(server.client, 9001)).detail?.task.title).toBe("Reach level 5 in Pet Rush");
    expect(server.callsTo(taskEndpoints.getTaskDetail.path)).toEqual([{ taskId: 9001 }]);
    const missing = fakeApi({
      [taskEndpoints.getTaskDetail.path]: () => {
        throw new BusinessError(REQUEST, 1002, "not found");
      },
    });
    expect(await loadTaskDetail(missing.client, 9001)).toEqual({ detail: null, missing: true });
    const failed = fakeApi({
      [taskEndpoints.getTaskDetail.path]: () => {
        throw new Error("down");
      },
    });
    expect(await loadTaskDetail(failed.client, 9001)).toEqual({ detail: null, missing: false });
  });

  it("has the task and the player's status in its HTML, hydrates without asking again, then loads the action", async () => {
    const answers = answersFor(() => detailWith("not_taken"));
    const first = { userId: PLAYER_ID, data: await loadTaskDetail(fakeApi(answers).client, 9001) };
    const page = await hydrateFeature(screenWith(first), { answers });
    expect(page.html).toContain("Reach level 5 in Pet Rush");
    expect(page.html).toContain("Play until level 5.");
    expect(page.html).toContain("Not started");
    expect(page.recoverable).toEqual([]);
    const start = await within(page.container).findByRole("button", { name: "Start task" });
    expect(page.callsTo(taskEndpoints.getTaskDetail.path)).toEqual([]);

    router.refresh.mockClear();
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(page.callsTo(taskEndpoints.takeTask.path)).toEqual([{ taskId: 9001 }]);
    page.unmount();
  });

  it("shows a guest the task without a status, with the way to sign in", async () => {
    const answers = answersFor(() => detailWith("not_taken"));
    const first = { userId: null, data: await loadTaskDetail(fakeApi(answers).client, 9001) };
    const page = await hydrateFeature(screenWith(first), { answers, loggedIn: false });
    expect(page.html).toContain("Reach level 5 in Pet Rush");
    expect(page.html).not.toContain("Not started");
    expect(await within(page.container).findByRole("link", { name: "Sign in to start" })).toBeTruthy();
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("says a missing task does not exist, in the HTML", async () => {
    const page = await hydrateFeature(screenWith({ userId: PLAYER_ID, data: { detail: null, missing: true } }), { answers: {} });
    expect(page.html).toContain("This task does not exist or has ended.");
    expect(page.recoverable).toEqual([]);
    page.unmount();
    const noId = await hydrateFeature(screenWith(null, null), { answers: {} });
    expect(noId.html).toContain("This task does not exist or has ended.");
    noId.unmount();
  });

  it("reads the task in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const { callsTo } = renderFeature(screenWith({ userId: PLAYER_ID, data: { detail: null, missing: false } }), {
      answers: answersFor(() => {
        if (fail) throw new BusinessError(REQUEST, 5000, "Busy, try again");
        return detailWith("completed");
      }),
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("This task could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole("button", { name: "Claim 1,200.00 XB" })).toBeTruthy();
    expect(callsTo(taskEndpoints.getTaskDetail.path).length).toBeGreaterThanOrEqual(2);
  });

  it("asks for the player's own task when the server read for another login", async () => {
    const theirs = { userId: PLAYER_ID + 1, data: { detail: detailWith("reward_claimed", "Their view"), missing: false } };
    const { callsTo } = renderFeature(screenWith(theirs), { answers: answersFor(() => detailWith("in_progress")) });
    expect(await screen.findByRole("timer", { name: "Time left" })).toBeTruthy();
    expect(screen.queryByText("Their view")).toBeNull();
    expect(callsTo(taskEndpoints.getTaskDetail.path)).toEqual([{ taskId: 9001 }]);
  });
});
