import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { loadPvpLobby } from "./load-pvp-lobby";
import { PvpLobbyScreen } from "./PvpLobbyScreen";
import { pvpMatch } from "./testing";

const push = vi.fn();
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));
beforeEach(() => push.mockClear());

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

const rows = (name: string) => within(screen.getByRole("list", { name })).getAllByRole("button");

describe("/pvp", () => {
  it("lists the open matches with their stake, sides and standing", async () => {
    const { callsTo } = setup();
    await waitFor(() => expect(rows("Open matches")).toHaveLength(2));
    expect(rows("Open matches").map((row) => plain(row.textContent))).toEqual([
      "Evening duelStake 40.00 WH · red_player vs freeOpen›",
      "Lunch breakStake 2.50 USDT · free vs freeOpen›",
    ]);
    expect(callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "open" }]);
  });

  it("opens a match's page to join it", async () => {
    setup();
    await waitFor(() => expect(rows("Open matches")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: /Lunch break/ }));
    expect(push).toHaveBeenCalledWith("/en-US/pvp/detail?id=9");
  });

  it("shows the player's own matches on their tab", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("tab", { name: "My matches" }));
    await waitFor(() => expect(rows("My matches")).toHaveLength(1));
    expect(plain(rows("My matches")[0]?.textContent ?? "")).toBe("RematchStake 40.00 WH · red_player vs dev_playerWaiting for the result›");
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

  it("asks a guest to sign in and reads nothing", () => {
    const { call } = renderFeature(<PvpLobbyScreen locale="en-US" />, { answers: {}, loggedIn: false });
    expect(screen.getByText("Play one against one")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("has the open matches the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { [pvpEndpoints.matchList.path]: (input: unknown) => ({ list: (input as { scope: string }).scope === "open" ? OPEN : MINE }) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadPvpLobby(server.client) };
    expect(server.callsTo(pvpEndpoints.matchList.path)).toEqual([{ scope: "open" }]);
    const page = await hydrateFeature(<PvpLobbyScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Lunch break");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("button", { name: /Lunch break/ })).toBeTruthy();
    expect(page.callsTo(pvpEndpoints.matchList.path)).toEqual([]);
    page.unmount();
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
