import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadSudGames } from "./load-sud-games";

vi.mock("server-only", () => ({}));

const GAMES = { list: [{ game_id: "1468090257126719572", name: "Gomoku", icon: "", description: "Five in a row wins.", min_players: 2, max_players: 2 }] };

/** Answers GAMES; `failing` paths reject. */
const fakeApi = (failing: string[] = []) => recordingApi(() => GAMES, (path) => failing.includes(path));

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
