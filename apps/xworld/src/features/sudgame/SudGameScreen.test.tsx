import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { plain, renderFeature } from "../wallet/testing";
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

  it("has the game the server read from the catalogue in its HTML, and says where it is played once started, without asking again", async () => {
    const page = await hydrateFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} first={{ games: { list: [GOMOKU] } }} />, { answers });
    expect(page.html).toMatch(/<h1[^>]*>Gomoku<\/h1>/);
    expect(plain(page.html)).toContain("Five in a row wins.");
    expect(plain(page.html)).toContain("2 players");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByText("This game is played in the XWorld app")).toBeTruthy();
    expect(within(page.container).getByRole("heading", { level: 1 }).textContent).toBe("Gomoku");
    expect(page.callsTo(sudGameEndpoints.gameList.path)).toEqual([]);
    page.unmount();
  });

  it("on the server's page in the native app takes a seat once started, without reading the catalogue", async () => {
    const startSudGame = vi.fn(async () => "started" as const);
    const { callsTo } = renderFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} first={{ games: { list: [GOMOKU] } }} />, {
      answers,
      platform: { kind: "native", capabilities: { sudGames: true }, startSudGame },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Play" }));
    expect((await screen.findByRole("status")).textContent).toBe("The game is open. Room 719572-001, 1 in the room so far.");
    expect(callsTo(sudGameEndpoints.launch.path)).toEqual([{ game_id: GOMOKU.game_id }]);
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([]);
  });

  it("asks a guest in the native app to sign in", async () => {
    const { callsTo } = renderFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} first={{ games: { list: [GOMOKU] } }} />, {
      answers,
      loggedIn: false,
      platform: { kind: "native", capabilities: { sudGames: true } },
    });
    expect(await screen.findByText("Play with friends")).toBeTruthy();
    expect(callsTo(sudGameEndpoints.launch.path)).toEqual([]);
  });

  it("says from the server's catalogue that an unknown game does not exist", async () => {
    const { callsTo } = renderFeature(<SudGameScreen locale="en-US" gameId="42" first={{ games: { list: [GOMOKU] } }} />, { answers });
    expect(screen.getByText("This game does not exist.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See every party game" }).getAttribute("href")).toBe("/en-US/sudgame");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([]);
  });

  it("reads the catalogue in the browser when the server could not, with a retry", async () => {
    let down = true;
    const flaky = { ...answers, [sudGameEndpoints.gameList.path]: () => (down ? Promise.reject(new Error("down")) : { list: [GOMOKU] }) };
    const { callsTo } = renderFeature(<SudGameScreen locale="en-US" gameId={GOMOKU.game_id} first={{ games: null }} />, { answers: flaky });
    expect(await screen.findByText("This game could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Gomoku" })).toBeTruthy();
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([{}, {}]);
  });
});
