import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadGameTab } from "./load-game-tab";

vi.mock("server-only", () => ({}));

const HOME = { jackpot: { amount: "1", currency: "USDT" }, banners: [], online_players: 1, recent_wins: [], categories: [{ id: "slots", name: "Slots" }] };
const PAGE = { list: [], total: 0, page: 1, page_size: 20 };

/** Answers by path; `failing` paths reject. */
const fakeApi = (failing: string[] = []) => recordingApi((path) => (path.endsWith("/query") ? HOME : PAGE), (path) => failing.includes(path));

describe("loadGameTab", () => {
  it("fetches the categories and the first page of the listing the address names", async () => {
    const { api, calls } = fakeApi();
    expect(await loadGameTab(api, { tab: "slots", provider: "pg", q: "" })).toEqual({ home: HOME, games: PAGE });
    expect(calls).toContainEqual(["/lucky_bear/game_list", { category: "slots", provider: "pg", page: 1, page_size: 20 }]);
  });

  it("does not list a page for a search or the favourites", async () => {
    for (const query of [{ tab: "all", provider: null, q: "dragon" }, { tab: "favourites", provider: null, q: "" }]) {
      const { api, calls } = fakeApi();
      expect((await loadGameTab(api, query)).games).toBeNull();
      expect(calls.map(([path]) => path)).toEqual(["/lucky_bear/query"]);
    }
  });

  it("a failed call leaves its part to the browser instead of failing the page", async () => {
    const { api } = fakeApi(["/lucky_bear/game_list"]);
    expect(await loadGameTab(api, { tab: "all", provider: null, q: "" })).toEqual({ home: HOME, games: null });
  });
});
