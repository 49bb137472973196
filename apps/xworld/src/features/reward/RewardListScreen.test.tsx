import { activityEndpoints, type RewardRecord } from "@repo/api-client/endpoints/activity";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, pageAnswer, renderFeature } from "../wallet/testing";
import { loadRewardList } from "./load-reward-list";
import { RewardListScreen } from "./RewardListScreen";

vi.mock("server-only", () => ({}));

const NOW = TEST_NOW / 1000;
const PATH = activityEndpoints.rewardHistory.path;

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

/** 23 rewards received, newest first, titled `${prefix} n`. */
const received = (prefix: string): RewardRecord[] =>
  Array.from({ length: 23 }, (_, n) => ({ record_id: n + 1, source: "daily", title: `${prefix} ${n + 1}`, amount: "50.00", coin_name: "KC", time: NOW - n * 3_600 }));

const rows = (container: HTMLElement) => within(within(container).getByRole("list", { name: "Rewards received" })).getAllByRole("listitem");

describe("RewardListScreen with the reads the server made for the page", () => {
  const answers = { [PATH]: pageAnswer(received("Daily check-in")) };

  it("reads the first page of the rewards received, 20 a page as the list reads", async () => {
    const server = fakeApi(answers);
    const first = await loadRewardList(server.client);
    expect(first.history?.list).toHaveLength(20);
    expect(server.callsTo(PATH)).toEqual([{ page: 1, page_size: 20 }]);
    expect(await loadRewardList(fakeApi({}).client)).toEqual({ history: null });
  });

  it("has the rewards the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const first = { userId: PLAYER_ID, data: await loadRewardList(fakeApi(answers).client) };
    const page = await hydrateFeature(<RewardListScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Daily check-in 1<");
    expect(page.html).toContain("Daily check-in 20<");
    expect(page.html).not.toContain("Daily check-in 21<");
    expect(page.recoverable).toEqual([]);
    expect(rows(page.container)).toHaveLength(20);
    expect(within(page.container).getByRole("button", { name: "Show more" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(PATH)).toEqual([]);
    page.unmount();
  });

  it("asks for the player's own rewards when the server read for another login", async () => {
    const first = { userId: PLAYER_ID + 1, data: await loadRewardList(fakeApi({ [PATH]: pageAnswer(received("Their prize")) }).client) };
    const { callsTo, container } = renderFeature(<RewardListScreen locale="en-US" first={first} />, { answers });
    await waitFor(() => expect(rows(container)).toHaveLength(20));
    expect(within(container).getByText("Daily check-in 1")).toBeTruthy();
    expect(within(container).queryByText("Their prize 1")).toBeNull();
    expect(callsTo(PATH)).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("loads the next pages in the browser after the server's rows, keeping them as they are", async () => {
    let fail = true;
    const flaky = { [PATH]: (input: unknown) => (fail ? Promise.reject(new Error("down")) : pageAnswer(received("Daily check-in"))(input)) };
    const first = { userId: PLAYER_ID, data: await loadRewardList(fakeApi(answers).client) };
    const { container, callsTo } = renderFeature(<RewardListScreen locale="en-US" first={first} />, { answers: flaky });
    const serverRow = rows(container)[0];
    expect(screen.getByText("20 of 23")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
    expect(rows(container)).toHaveLength(20);

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows(container)).toHaveLength(23));
    expect(rows(container)[0]).toBe(serverRow);
    expect(within(container).getByText("Daily check-in 23")).toBeTruthy();
    expect(callsTo(PATH)).toEqual([
      { page: 2, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("asks a guest to sign in", async () => {
    const { container, callsTo } = renderFeature(<RewardListScreen locale="en-US" first={null} />, { answers, loggedIn: false });
    expect(await within(container).findByText("Sign in to see your rewards")).toBeTruthy();
    expect(callsTo(PATH)).toEqual([]);
  });
});
