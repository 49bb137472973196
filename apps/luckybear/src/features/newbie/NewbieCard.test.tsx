import { BusinessError, ERROR_OUTOF_NEWBIE } from "@repo/api-client/errors";
import { screen, waitFor, within } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { NewbieCard } from "./NewbieCard";

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const request = { service: "lucky-bear", method: "GET", path: "/lucky_bear/newbie_task_status", url: "http://x/lucky_bear/newbie_task_status" } as const;

const TASKS = [
  { id: "first_login", title: "Log in to Lucky Bear", action: "login", reward: { amount: "0.50", coin_name: "LB-USDT" }, done: true, received: true },
  { id: "first_game", title: "Play your first game", action: "play_game", reward: { amount: "1.00", coin_name: "LB-USDT" }, done: false, received: false },
  { id: "first_recharge", title: "Make your first recharge", action: "recharge", reward: { amount: "2.00", coin_name: "LB-USDT" }, done: false, received: false },
];

describe("NewbieCard", () => {
  it("shows a new player each task with its reward and state, and where to do the rest", async () => {
    renderFeature(<NewbieCard locale="en-US" />, {
      answers: {
        "/lucky_bear/newbie_task_visible": () => ({ visible: true }),
        "/lucky_bear/newbie_task_status": () => ({ tasks: TASKS, expires_at: NOW + 86_400 }),
      },
    });
    const list = await screen.findByRole("list", { name: "New player tasks" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Log in to Lucky Bear+0.50 LB-USDTReward received",
      "Play your first game+1.00 LB-USDTGo",
      "Make your first recharge+2.00 LB-USDTGo",
    ]);
    expect(within(rows[1]!).getByRole("link", { name: "Go" }).getAttribute("href")).toBe("/en-US/luckybear/game/gameTab");
    expect(within(rows[2]!).getByRole("link", { name: "Go" }).getAttribute("href")).toBe("/en-US/luckybear/money/pay?type=recharge");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
  });

  it("stays hidden for an old player without asking for the tasks", async () => {
    const { callsTo } = renderFeature(<NewbieCard locale="en-US" />, { answers: { "/lucky_bear/newbie_task_visible": () => ({ visible: false }) } });
    await waitFor(() => expect(callsTo("/lucky_bear/newbie_task_visible")).toHaveLength(1));
    expect(screen.queryByText("New player tasks")).toBeNull();
    expect(callsTo("/lucky_bear/newbie_task_status")).toEqual([]);
  });

  it("hides quietly when the newbie period has ended (ERROR_OUTOF_NEWBIE), without an error", async () => {
    const { callsTo } = renderFeature(<NewbieCard locale="en-US" />, {
      answers: {
        "/lucky_bear/newbie_task_visible": () => ({ visible: true }),
        "/lucky_bear/newbie_task_status": () => {
          throw new BusinessError(request, 3001, ERROR_OUTOF_NEWBIE);
        },
      },
    });
    await waitFor(() => expect(callsTo("/lucky_bear/newbie_task_status")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("New player tasks")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Your new player tasks could not load.")).toBeNull();
  });

  it("says so when the tasks fail for another reason, with a retry", async () => {
    let fail = true;
    renderFeature(<NewbieCard locale="en-US" />, {
      answers: {
        "/lucky_bear/newbie_task_visible": () => ({ visible: true }),
        "/lucky_bear/newbie_task_status": () => {
          if (fail) throw new BusinessError(request, 5000, "down");
          return { tasks: TASKS, expires_at: NOW + 86_400 };
        },
      },
    });
    expect(await screen.findByText("Your new player tasks could not load.")).toBeTruthy();
    fail = false;
    screen.getByRole("button", { name: "Retry" }).click();
    expect(await screen.findByRole("list", { name: "New player tasks" })).toBeTruthy();
  });

  it("shows nothing to a guest", () => {
    const { call } = renderFeature(<NewbieCard locale="en-US" />, { answers: {}, loggedIn: false });
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByText("New player tasks")).toBeNull();
  });
});
