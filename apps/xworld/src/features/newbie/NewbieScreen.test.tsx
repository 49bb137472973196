import type { NewbieActivityTask } from "@repo/api-client/endpoints/activity";
import { BusinessError, ERROR_OUTOF_NEWBIE } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadNewbie } from "./load-newbie";
import { NewbieScreen } from "./NewbieScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const task = (task_id: number, kind: string, progress: number, status: NewbieActivityTask["status"]): NewbieActivityTask => ({
  task_id,
  kind,
  title: `Server title ${task_id}`,
  progress,
  target: 1,
  reward: { amount: "100.00", coin_name: "XB" },
  status,
});

describe("/activity/newbie", () => {
  it("lists a new player's tasks with progress, claims a finished one once, links the others", async () => {
    let tasks = [task(1, "sign_in", 1, "claimable"), task(3, "join_pool", 0, "in_progress"), task(9, "future_kind", 0, "in_progress")];
    const { callsTo } = renderFeature(<NewbieScreen locale="en-US" />, {
      answers: {
        "/activity/newbie/tasks": () => ({ ends_at: NOW + 2 * 86_400, tasks }),
        "/activity/newbie/claim": () => {
          tasks = tasks.map((item) => (item.task_id === 1 ? { ...item, status: "claimed" as const } : item));
          return { task_id: 1, amount: "100.00", coin_name: "XB", balance: "100.00" };
        },
      },
    });
    const list = await screen.findByRole("list", { name: "Newbie tasks" });
    expect(screen.getByRole("timer", { name: "Newbie week ends in" }).textContent).toBe("2d 00:00:00");
    expect(within(list).getByText("Sign in to XWorld")).toBeTruthy();
    expect(within(list).getByText("Server title 9")).toBeTruthy();
    expect(within(screen.getByTestId("newbie-task-3")).getByRole("link", { name: "Go" }).getAttribute("href")).toBe("/en-US/pool");
    const claim = within(list).getByRole("button", { name: "Claim 100.00 XB: Sign in to XWorld" });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText("+100.00 XB claimed. Your XB balance is now 100.00.")).toBeTruthy();
    expect(await within(screen.getByTestId("newbie-task-1")).findByText("Claimed")).toBeTruthy();
    expect(callsTo("/activity/newbie/claim")).toEqual([{ task_id: 1, idempotency_key: ATTEMPT_KEY }]);
  });

  it("says the newbie week is over when the server answers ERROR_OUTOF_NEWBIE", async () => {
    renderFeature(<NewbieScreen locale="en-US" />, {
      answers: {
        "/activity/newbie/tasks": () => {
          throw new BusinessError({ service: "activity", method: "GET", path: "/activity/newbie/tasks", url: "" }, 3001, ERROR_OUTOF_NEWBIE);
        },
      },
    });
    expect(await screen.findByText("Your newbie week is over.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "How to earn rewards" }).getAttribute("href")).toBe("/en-US/reward/guide");
  });

  it("offers a retry for any other failure", async () => {
    renderFeature(<NewbieScreen locale="en-US" />, {
      answers: {
        "/activity/newbie/tasks": () => {
          throw new Error("down");
        },
      },
    });
    expect(await screen.findByText("Your newbie tasks could not load.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("has the tasks the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { "/activity/newbie/tasks": () => ({ ends_at: NOW + 2 * 86_400, tasks: [task(1, "sign_in", 1, "claimable"), task(9, "future_kind", 0, "in_progress")] }) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadNewbie(server.client) };
    expect(server.callsTo("/activity/newbie/tasks")).toEqual([{}]);
    const page = await hydrateFeature(<NewbieScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Server title 9");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("newbie-task-1")).toBeTruthy();
    expect(page.callsTo("/activity/newbie/tasks")).toEqual([]);
    page.unmount();
  });

  it("asks for the player's own tasks when the server read for another login", async () => {
    const theirs = { "/activity/newbie/tasks": () => ({ ends_at: NOW + 86_400, tasks: [task(7, "someone_elses_kind", 0, "in_progress")] }) };
    const first = { userId: PLAYER_ID + 1, data: await loadNewbie(fakeApi(theirs).client) };
    const { callsTo } = renderFeature(<NewbieScreen locale="en-US" first={first} />, {
      answers: { "/activity/newbie/tasks": () => ({ ends_at: NOW + 2 * 86_400, tasks: [task(9, "future_kind", 0, "in_progress")] }) },
    });
    expect(await screen.findByText("Server title 9")).toBeTruthy();
    expect(screen.queryByText("Server title 7")).toBeNull();
    expect(callsTo("/activity/newbie/tasks")).toEqual([{}]);
  });

  const OUT_OF_NEWBIE = () => new BusinessError({ service: "activity", method: "POST", path: "/activity/newbie/claim", url: "" }, 3001, ERROR_OUTOF_NEWBIE);

  it("claims once on the server-rendered page, then renders the page again on the server", async () => {
    router.refresh.mockClear();
    const answers = {
      "/activity/newbie/tasks": () => ({ ends_at: NOW + 2 * 86_400, tasks: [task(1, "sign_in", 1, "claimable")] }),
      "/activity/newbie/claim": () => ({ task_id: 1, amount: "100.00", coin_name: "XB", balance: "100.00" }),
    };
    const first = { userId: PLAYER_ID, data: await loadNewbie(fakeApi(answers).client) };
    const page = await hydrateFeature(<NewbieScreen locale="en-US" first={first} />, { answers });
    const claim = await within(page.container).findByRole("button", { name: "Claim 100.00 XB: Sign in to XWorld" });
    await waitFor(() => expect(claim.hasAttribute("disabled")).toBe(false));
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await within(page.container).findByText("+100.00 XB claimed. Your XB balance is now 100.00.")).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(page.callsTo("/activity/newbie/claim")).toEqual([{ task_id: 1, idempotency_key: ATTEMPT_KEY }]);
    page.unmount();
  });

  it("says the week is over in the HTML when the server's read found it over, and when a claim on the server page does", async () => {
    const overRead = await loadNewbie(
      fakeApi({
        "/activity/newbie/tasks": () => {
          throw OUT_OF_NEWBIE();
        },
      }).client,
    );
    expect(overRead).toEqual({ activity: null, weekOver: true });
    const over = { userId: PLAYER_ID, data: overRead };
    const ended = await hydrateFeature(<NewbieScreen locale="en-US" first={over} />, { answers: {} });
    expect(ended.html).toContain("Your newbie week is over.");
    expect(ended.recoverable).toEqual([]);
    ended.unmount();

    router.refresh.mockClear();
    const answers = {
      "/activity/newbie/tasks": () => ({ ends_at: NOW + 2 * 86_400, tasks: [task(1, "sign_in", 1, "claimable")] }),
      "/activity/newbie/claim": () => {
        throw OUT_OF_NEWBIE();
      },
    };
    const first = { userId: PLAYER_ID, data: await loadNewbie(fakeApi(answers).client) };
    const page = await hydrateFeature(<NewbieScreen locale="en-US" first={first} />, { answers });
    const claim = await within(page.container).findByRole("button", { name: "Claim 100.00 XB: Sign in to XWorld" });
    await waitFor(() => expect(claim.hasAttribute("disabled")).toBe(false));
    fireEvent.click(claim);
    expect(await within(page.container).findByText("Your newbie week is over.")).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    page.unmount();
  });
});
