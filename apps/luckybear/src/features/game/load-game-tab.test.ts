import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadGameTab } from "./load-game-tab";

vi.mock("server-only", () => ({}));

const HOME = { jackpot: { amount: "1", currency: "USDT" }, banners: [], online_players: 1, recent_wins: [], categories: [{ id: "slots", name: "Slots" }] };
const PAGE = { list: [], total: 0, page: 1, page_size: 20 };
const FOUND = { list: [] };

/** Answers by path; `failing` paths reject. */
const fakeApi = (failing: string[] = []) => recordingApi((path) => (path.endsWith("/query") ? HOME : path.endsWith("/game_search") ? FOUND : PAGE), (path) => failing.includes(path));

describe("loadGameTab", () => {
  it("fetches the categories and the first page of the listing the address names", async () => {
    const { api, calls } = fakeApi();
    expect(await loadGameTab(api, { tab: "slots", provider: "pg", q: "" })).toEqual({ home: HOME, games: PAGE, search: null });
    expect(calls).toContainEqual(["/lucky_bear/game_list", { category: "slots", provider: "pg", page: 1, page_size: 20 }]);
  });

  it("does not list a page for the favourites", async () => {
    const { api, calls } = fakeApi();
    expect(await loadGameTab(api, { tab: "favourites", provider: null, q: "" })).toEqual({ home: HOME, games: null, search: null });
    expect(calls.map(([path]) => path)).toEqual(["/lucky_bear/query"]);
  });

  it("searches instead of listing a page when the address names a search", async () => {
    const { api, calls } = fakeApi();
    expect(await loadGameTab(api, { tab: "all", provider: null, q: "dragon" })).toEqual({ home: HOME, games: null, search: FOUND });
    expect(calls).toEqual([
      ["/lucky_bear/query", {}],
      ["/lucky_bear/game_search", { keyword: "dragon" }],
    ]);
  });

  it("a failed call leaves its part out (null) instead of failing the page", async () => {
    const { api } = fakeApi(["/lucky_bear/game_list"]);
    expect(await loadGameTab(api, { tab: "all", provider: null, q: "" })).toEqual({ home: HOME, games: null, search: null });
    const searching = fakeApi(["/lucky_bear/game_search"]);
    expect(await loadGameTab(searching.api, { tab: "all", provider: null, q: "dragon" })).toEqual({ home: HOME, games: null, search: null });
  });
});
