import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { loadSudGames } from "./load-sud-games";

vi.mock("server-only", () => ({}));

const GAMES = { list: [{ game_id: "1468090257126719572", name: "Gomoku", icon: "", description: "Five in a row wins.", min_players: 2, max_players: 2 }] };

/** A client whose calls answer the catalogue; `failing` paths reject. */
function fakeApi(failing: string[] = []) {
  const calls: [string, unknown][] = [];
  const call = (endpoint: AnyEndpoint, input?: unknown) => {
    calls.push([endpoint.path, input]);
    return failing.includes(endpoint.path) ? Promise.reject(new Error("down")) : Promise.resolve(GAMES);
  };
  return { api: { call } as unknown as ApiClient, calls };
}

describe("loadSudGames", () => {
  it("fetches the games", async () => {
    const { api, calls } = fakeApi();
    expect(await loadSudGames(api)).toEqual({ games: GAMES });
    expect(calls).toEqual([["/vg/sud_game_list", {}]]);
  });

  it("a failed call leaves the games to the browser instead of failing the page", async () => {
    const { api } = fakeApi(["/vg/sud_game_list"]);
    expect(await loadSudGames(api)).toEqual({ games: null });
  });
});
