import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { type TaskDetail, taskEndpoints } from "@repo/api-client/endpoints/task";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { ApiClientProvider, createQuerySlot, queryKeys } from "@repo/api-client/react";
import type { ClientRuntime } from "@repo/app-shell/runtime/create-runtime";
import { RuntimeContext } from "@repo/app-shell/runtime/context";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionEnvironmentContext } from "@repo/session/react/context";
import { renderWithI18n } from "@repo/ui/test/render";
import { createToastStore } from "@repo/ui/toast/store";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { renderFeature } from "@repo/app-shell/testing/render-feature";
import { TaskActionPanel } from "./TaskActionPanel";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));

const NOW = TEST_NOW / 1000;
// The screens read the clock (countdowns, "just now"): it stands at TEST_NOW, never the machine's.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());
const BACK_URL = "/en-US/task/details?taskId=9001&from=home";

function detailWith(status: TaskDetail["status"], expired = false): TaskDetail {
  return {
    task: { productId: 5001, taskId: 9001, title: "Reach level Pet Rush", xbOfferId: "xb-1", productType: 2, reward: 1200, reward_coin: "XB", icon: "", short_desc: "" },
    game_name: "Pet Rush",
    description: [],
    time_limit: 86_400,
    status,
    expiry: status === "not_taken" ? null : { takeTime: NOW - 60, expired, deadline: expired ? NOW - 1 : NOW + 3_600 },
  };
}

const platform = fakePlatform();

function setup(detail: TaskDetail, { loggedIn = true, answers = {} }: { loggedIn?: boolean; answers?: Record<string, () => unknown> } = {}) {
  let xb = "12000.00";
  const call = vi.fn(async (endpoint: AnyEndpoint, input?: unknown) => {
    const answer = answers[endpoint.path];
    if (answer) return answer();
    if (endpoint === walletReadEndpoints.getWalletInfo) return { list: [{ coin_logo: "", coin_name: "XB", money_all: xb, usdt_money_all: "12.00" }], total_usdt: "12.00" };
    if (endpoint === taskEndpoints.takeTask) return { taskId: 9001, status: "in_progress", expiry: { takeTime: NOW, expired: false, deadline: NOW + 86_400 } };
    if (endpoint === taskEndpoints.claimTaskReward) {
      xb = "13200.00";
      return { taskId: 9001, status: "reward_claimed", reward: 1200, reward_coin: "XB", balance: xb };
    }
    throw new Error(`unexpected call ${endpoint.path} ${JSON.stringify(input)}`);
  });
  const client = { call } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const toasts = createToastStore();
  const onDeadline = vi.fn();
  renderWithI18n(
    <RuntimeContext.Provider value={{ toasts } as unknown as ClientRuntime}>
      <SessionEnvironmentContext.Provider value={{ platform, cookies: { get: () => null, set: () => undefined, remove: () => undefined }, location: { hostname: "127.0.0.1", protocol: "http:" } }}>
        <ApiClientProvider client={client} queries={createQuerySlot(queryClient)}>
          <TaskActionPanel detail={detail} locale="en-US" loggedIn={loggedIn} backUrl={BACK_URL} onDeadline={onDeadline} />
        </ApiClientProvider>
      </SessionEnvironmentContext.Provider>
    </RuntimeContext.Provider>,
  );
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { call, toasts, invalidated, onDeadline };
}

const messages = (toasts: ReturnType<typeof createToastStore>) => toasts.getSnapshot().map((toast) => [toast.tone, toast.message]);

describe("TaskActionPanel", () => {
  it("asks a guest to sign in and come back, and calls nothing", () => {
    const { call } = setup(detailWith("not_taken"), { loggedIn: false });
    const link = screen.getByRole("link", { name: "Sign in to start" });
    expect(link.getAttribute("href")).toBe(`/en-US/user/login?backUrl=${encodeURIComponent(BACK_URL)}`);
    expect(screen.queryByRole("button")).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it("starts a task, says so, and re-reads the task pages", async () => {
    const { call, toasts, invalidated } = setup(detailWith("not_taken"));
    fireEvent.click(screen.getByRole("button", { name: "Start task" }));
    await waitFor(() => expect(messages(toasts)).toEqual([["success", "Task started. Finish it before the time runs out."]]));
    expect(call).toHaveBeenCalledWith(taskEndpoints.takeTask, { taskId: 9001 });
    expect(invalidated()).toEqual([queryKeys.endpoint(taskEndpoints.getTaskDetail), queryKeys.endpoint(taskEndpoints.getProductDetail)]);
  });

  it("sends one start and one claim however fast the button is tapped", async () => {
    const started = setup(detailWith("not_taken"));
    const start = screen.getByRole("button", { name: "Start task" });
    fireEvent.click(start);
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(messages(started.toasts)).toHaveLength(1));
    expect(started.call.mock.calls.filter(([endpoint]) => endpoint === taskEndpoints.takeTask)).toHaveLength(1);
    cleanup();

    const claimed = setup(detailWith("completed"));
    const claim = await screen.findByRole("button", { name: "Claim 1,200.00 XB" });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(messages(claimed.toasts)).toHaveLength(1));
    expect(claimed.call.mock.calls.filter(([endpoint]) => endpoint === taskEndpoints.claimTaskReward)).toHaveLength(1);
  });

  it("shows the clock of a running task and no action", () => {
    setup(detailWith("in_progress"));
    expect(screen.getByRole("timer", { name: "Time left" }).textContent).toMatch(/^(01:00:00|00:59:[0-5]\d)$/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers a fresh start once the deadline passed", () => {
    setup(detailWith("in_progress", true));
    expect(screen.getByText("Time ran out before the task was done. Start again to earn the reward.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start again" })).toBeTruthy();
  });

  it("claims a completed task's reward, shows the new balance and invalidates the wallet", async () => {
    const { call, toasts, invalidated } = setup(detailWith("completed"));
    expect(await screen.findByText("12,000.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Claim 1,200.00 XB" }));
    await waitFor(() =>
      expect(messages(toasts)).toEqual([["success", "Reward claimed: +1,200.00 XB. Your balance is now 13,200.00 XB."]]),
    );
    expect(call).toHaveBeenCalledWith(taskEndpoints.claimTaskReward, { taskId: 9001 });
    expect(invalidated()).toContainEqual(queryKeys.service("wallet"));
    expect(await screen.findByText("13,200.00")).toBeTruthy();
  });

  it("says when the reward was claimed, with nothing left to press", () => {
    setup(detailWith("reward_claimed"));
    expect(screen.getByRole("status").textContent).toBe("You claimed 1,200.00 XB for this task.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("an app-only offer", () => {
  const appOnly = (): TaskDetail => {
    const detail = detailWith("not_taken");
    return { ...detail, task: { ...detail.task, app_only: true } };
  };

  it("off the app offers the app through the download-app dialog instead of a start", () => {
    const { openDialog, callsTo } = renderFeature(<TaskActionPanel detail={appOnly()} locale="en-US" loggedIn backUrl={BACK_URL} onDeadline={() => undefined} />, {
      answers: { "/wallet/get_wallet_info": () => ({ list: [], total_usdt: "0" }) },
    });
    expect(screen.queryByRole("button", { name: "Start task" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Get the app" }));
    expect(openDialog()).toMatchObject({ name: "download-app" });
    expect(callsTo("/task/take_task")).toHaveLength(0);
  });

  it("in the app, where the host runs app offers, starts like any task", () => {
    renderFeature(<TaskActionPanel detail={appOnly()} locale="en-US" loggedIn backUrl={BACK_URL} onDeadline={() => undefined} />, {
      answers: { "/wallet/get_wallet_info": () => ({ list: [], total_usdt: "0" }) },
      platform: { kind: "native", capabilities: { appOffers: true } },
    });
    expect(screen.getByRole("button", { name: "Start task" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Get the app" })).toBeNull();
  });
});
