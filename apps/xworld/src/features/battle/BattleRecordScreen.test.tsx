import { type BattleRecord, battleEndpoints } from "@repo/api-client/endpoints/battle";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, pageAnswer, plain, renderFeature } from "../wallet/testing";
import { BattleRecordScreen } from "./BattleRecordScreen";
import { loadBattleRecord } from "./load-battle-record";

vi.mock("server-only", () => ({}));

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const NOW = TEST_NOW / 1000;
const DAY = 86_400;
const PATH = battleEndpoints.record.path;

/** One battle a day, the newest (still running) first; the one of day 2 paid the player. */
const record = (title = "Daily battle", entries = 3): BattleRecord[] =>
  Array.from({ length: 23 }, (_, day) => ({
    battle_id: 20_619 - day,
    title,
    coin_name: "WH",
    status: day === 0 ? "running" : "ended",
    ends_at: NOW + DAY / 2 - day * DAY,
    entries,
    fees_paid: "30.00",
    best_score: 4_000 + day,
    rank: day === 0 ? 7 : day === 2 ? 1 : 12,
    prize: day === 2 ? "500.00" : null,
  }));
const recordPages = pageAnswer(record());
const answers = { [PATH]: recordPages };

const rows = (container: HTMLElement = document.body) => within(within(container).getByRole("list", { name: "My battle record" })).getAllByRole("listitem");
const serverFirst = async (userId = PLAYER_ID, reads: Parameters<typeof fakeApi>[0] = answers) => ({ userId, data: await loadBattleRecord(fakeApi(reads).client) });

describe("/battle/record with the read the server made for the page", () => {
  it("reads the first page of the battles entered, 20 a page as the list reads", async () => {
    const server = fakeApi(answers);
    expect((await loadBattleRecord(server.client)).record?.list).toHaveLength(20);
    expect(server.callsTo(PATH)).toEqual([{ page: 1, page_size: 20 }]);
    expect(await loadBattleRecord(fakeApi({}).client)).toEqual({ record: null });
  });

  it("has the battles the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const page = await hydrateFeature(<BattleRecordScreen locale="en-US" first={await serverFirst()} />, { answers });
    expect(page.html).toContain("Battle of 06/15/2026<");
    expect(page.html).not.toContain("best 4020");
    expect(page.recoverable).toEqual([]);
    const [running, ended, won] = rows(page.container).map((row) => plain(row.textContent));
    expect(running).toBe("Battle of 06/15/20263 runs · best 4000 · rank 7Running");
    expect(ended).toBe("Battle of 06/14/20263 runs · best 4001 · rank 12Ended");
    expect(won).toBe("Battle of 06/13/20263 runs · best 4002 · rank 1Won 500.00 WH");
    expect(rows(page.container)).toHaveLength(20);
    expect(within(page.container).getByText("20 of 23")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(PATH)).toEqual([]);
    page.unmount();
  });

  it("loads the next pages in the browser after the server's rows, keeping them as they are", async () => {
    let fail = true;
    const flaky = { [PATH]: (input: unknown) => (fail ? Promise.reject(new Error("down")) : recordPages(input)) };
    const { container, callsTo } = renderFeature(<BattleRecordScreen locale="en-US" first={await serverFirst()} />, { answers: flaky });
    const serverRow = rows(container)[0];

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
    expect(rows(container)).toHaveLength(20);

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows(container)).toHaveLength(23));
    expect(rows(container)[0]).toBe(serverRow);
    expect(plain(rows(container)[22]?.textContent ?? "")).toContain("best 4022");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo(PATH)).toEqual([
      { page: 2, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("asks for the player's own battles when the server read for another login", async () => {
    const first = await serverFirst(PLAYER_ID + 1, { [PATH]: pageAnswer(record("Daily battle", 5)) });
    const { container, callsTo } = renderFeature(<BattleRecordScreen locale="en-US" first={first} />, { answers });
    await waitFor(() => expect(rows(container)).toHaveLength(20));
    expect(within(container).queryByText(/^5 runs/)).toBeNull();
    expect(within(container).getAllByText(/^3 runs/)).toHaveLength(20);
    expect(callsTo(PATH)).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const flaky = { [PATH]: (input: unknown) => (fail ? Promise.reject(new Error("down")) : recordPages(input)) };
    const first = await serverFirst(PLAYER_ID, {});
    expect(first.data.record).toBeNull();
    const { container } = renderFeature(<BattleRecordScreen locale="en-US" first={first} />, { answers: flaky });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rows(container)).toHaveLength(20));
  });

  it("says how to start a record when the player has none", async () => {
    const none = { [PATH]: pageAnswer<BattleRecord>([]) };
    const page = await hydrateFeature(<BattleRecordScreen locale="en-US" first={await serverFirst(PLAYER_ID, none)} />, { answers: none });
    expect(page.html).toContain("No battles yet.");
    expect(page.html).toContain("Enter today&#x27;s battle to start your record.");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).queryByRole("button", { name: "Show more" })).toBeNull();
    page.unmount();
  });

  it("asks a guest to sign in and reads nothing", async () => {
    const { container, callsTo } = renderFeature(<BattleRecordScreen locale="en-US" first={null} />, { answers, loggedIn: false });
    expect(await within(container).findByText("Battle every day")).toBeTruthy();
    expect(callsTo(PATH)).toEqual([]);
  });
});
