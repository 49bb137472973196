import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { loadPvpLobby } from "./load-pvp-lobby";
import { PvpLobbyScreen } from "./PvpLobbyScreen";
import { pvpMatch } from "./testing";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());
afterEach(() => vi.useRealTimers());

const OPEN = [
  pvpMatch(),
  pvpMatch({ match_id: 9, title: "Lunch break", coin_name: "USDT", stake: "2.50", sides: [{ side: "red", player: null }, { side: "blue", player: null }] }),
];
const MINE = [pvpMatch({ match_id: 4, title: "Rematch", status: "full", my_side: "blue", sides: [{ side: "red", player: { user_id: 10003, username: "red_player" } }, { side: "blue", player: { user_id: 10001, username: "dev_player" } }] })];

function setup({ open = OPEN, mine = MINE }: { open?: typeof OPEN; mine?: typeof MINE } = {}) {
  return renderFeature(<PvpLobbyScreen locale="en-US" />, {
    answers: { [pvpEndpoints.matchList.path]: (input) => ({ list: (input as { scope: string }).scope === "open" ? open : mine }) },
  });
}

const rows = (name: string) => within(screen.getByRole("list", { name })).getAllByRole("link");

describe("/pvp", () => {
  it("lists the open matches with their stake, sides and standing", async () => {
    const { callsTo } = setup();
    await waitFor(() => expect(rows("Open matches")).toHaveLength(2));
    expect(rows("Open matches").map((row) => plain(row.textContent))).toEqual([
      "Evening duelStake 40.00 WH · red_player vs freeOpen",
      "Lunch breakStake 2.50 USDT · free vs freeOpen",
    ]);
    expect(callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "open" }]);
  });

  it("links each match to its page, where the player joins it", async () => {
    setup();
    await waitFor(() => expect(rows("Open matches")).toHaveLength(2));
    expect(screen.getByRole("link", { name: /Lunch break/ }).getAttribute("href")).toBe("/en-US/pvp/detail?id=9");
  });

  it("shows the player's own matches on their tab", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("tab", { name: "My matches" }));
    await waitFor(() => expect(rows("My matches")).toHaveLength(1));
    expect(plain(rows("My matches")[0]?.textContent ?? "")).toBe("RematchStake 40.00 WH · red_player vs dev_playerWaiting for the result");
    expect(callsTo(pvpEndpoints.matchList.path)).toContainEqual({ scope: "mine" });
  });

  it("says when no match is open, and offers to host one", async () => {
    setup({ open: [], mine: [] });
    expect(await screen.findByText("No open matches right now.")).toBeTruthy();
    expect(screen.getByText("Host one and invite a friend.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Host a match" }).getAttribute("href")).toBe("/en-US/pvp/admin");
    fireEvent.click(screen.getByRole("tab", { name: "My matches" }));
    expect(await screen.findByText("You have not joined a match yet.")).toBeTruthy();
  });

  it("asks a guest to sign in and reads nothing", async () => {
    const { call } = renderFeature(<PvpLobbyScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(await screen.findByText("Play one against one")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("has the open matches the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { [pvpEndpoints.matchList.path]: (input: unknown) => ({ list: (input as { scope: string }).scope === "open" ? OPEN : MINE }) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadPvpLobby(server.client) };
    expect(server.callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "open" }]);
    const page = await hydrateFeature(<PvpLobbyScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Lunch break");
    expect(page.html).toContain('href="/en-US/pvp/detail?id=9"');
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("link", { name: /Lunch break/ })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(pvpEndpoints.matchList.path)).toEqual([]);
    // The player's own matches: read by the browser when their tab is chosen.
    fireEvent.click(within(page.container).getByRole("tab", { name: "My matches" }));
    await waitFor(() => expect(within(page.container).getAllByRole("link", { name: /Rematch/ })).toHaveLength(1));
    expect(page.callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "mine" }]);
    page.unmount();
  });

  it("renders the server's open matches again on the server every 10 s", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const answers = { [pvpEndpoints.matchList.path]: () => ({ list: OPEN }) };
    const first = { userId: PLAYER_ID, data: await loadPvpLobby(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<PvpLobbyScreen locale="en-US" first={first} />, { answers });
    expect(router.refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.refresh).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.refresh).toHaveBeenCalledTimes(2);
    expect(callsTo(pvpEndpoints.matchList.path)).toEqual([]);
  });

  it("reads the open matches in the browser when the server's read failed, with a retry when that fails too", async () => {
    let down = true;
    const answers = { [pvpEndpoints.matchList.path]: () => (down ? Promise.reject(new Error("down")) : { list: OPEN }) };
    const first = { userId: PLAYER_ID, data: await loadPvpLobby(fakeApi(answers).client) };
    expect(first.data.open).toBeNull();
    const { callsTo } = renderFeature(<PvpLobbyScreen locale="en-US" first={first} />, { answers });
    expect(await screen.findByText("The matches could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows("Open matches")).toHaveLength(2));
    expect(callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "open" }, { scope: "open" }]);
  });

  it("asks for the open matches itself when the server read for another login", async () => {
    const theirs = { list: [pvpMatch({ match_id: 99, title: "Someone else's view" })] };
    const first = { userId: PLAYER_ID + 1, data: await loadPvpLobby(fakeApi({ [pvpEndpoints.matchList.path]: () => theirs }).client) };
    const { callsTo } = renderFeature(<PvpLobbyScreen locale="en-US" first={first} />, { answers: { [pvpEndpoints.matchList.path]: () => ({ list: OPEN }) } });
    expect(await screen.findByText("Lunch break")).toBeTruthy();
    expect(screen.queryByText("Someone else's view")).toBeNull();
    expect(callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "open" }]);
  });
});
