import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { SudGameScreen } from "./SudGameScreen";

const GOMOKU = { game_id: "1468090257126719572", name: "Gomoku", icon: "", description: "Five in a row wins.", min_players: 2, max_players: 2 };

const answers = {
  [sudGameEndpoints.gameList.path]: () => ({ list: [GOMOKU] }),
  [sudGameEndpoints.launch.path]: () => ({ game_id: GOMOKU.game_id, room_id: "719572-001", players_in_room: 1, expires_at: 1_781_492_700 }),
};

describe("SudGameScreen", () => {
  it("outside the native app says where the game is played and offers the app, without seating anyone", async () => {
    const { callsTo, openDialog } = renderFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} />, { answers });
    expect(await screen.findByText("This game is played in the XWorld app")).toBeTruthy();
    expect(screen.getByText("2 players")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Play" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Get the app" }));
    expect(openDialog()).toEqual({ name: "download-app", props: { from: "sudgame" } });
    expect(callsTo(sudGameEndpoints.launch.path)).toEqual([]);
  });

  it("in the native app takes a seat and has the host start the game", async () => {
    const startSudGame = vi.fn(async () => "started" as const);
    const { callsTo } = renderFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} />, {
      answers,
      platform: { kind: "native", capabilities: { sudGames: true }, startSudGame },
    });
    const play = await screen.findByRole("button", { name: "Play" });
    fireEvent.click(play);
    fireEvent.click(play);
    expect((await screen.findByRole("status")).textContent).toBe("The game is open. Room 719572-001, 1 in the room so far.");
    expect(callsTo(sudGameEndpoints.launch.path)).toEqual([{ game_id: GOMOKU.game_id }]);
    expect(startSudGame).toHaveBeenCalledWith({ game_id: GOMOKU.game_id, room_id: "719572-001" });
  });

  it("says when the host could not start the game", async () => {
    renderFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} />, {
      answers,
      platform: { kind: "native", capabilities: { sudGames: true }, startSudGame: vi.fn(async () => "fail" as const) },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Play" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The app could not start the game. Try again.");
  });

  it("says an unknown game does not exist", async () => {
    renderFeature(<SudGameScreen locale="en-US" gameId="42" />, { answers });
    expect(await screen.findByText("This game does not exist.")).toBeTruthy();
  });
});
