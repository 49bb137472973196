import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { SudGamesScreen } from "./SudGamesScreen";

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const GOMOKU = { game_id: "1468090257126719572", name: "Gomoku", icon: "/games/gomoku.png", description: "Five in a row wins.", min_players: 2, max_players: 2 };
const LUDO = { game_id: "1468180338417074177", name: "Ludo", icon: "/games/ludo.png", description: "Race home.", min_players: 2, max_players: 4 };

const answers = { [sudGameEndpoints.gameList.path]: () => ({ list: [GOMOKU, LUDO] }) };
const rows = () => within(screen.getByRole("list", { name: "Party games" })).getAllByRole("listitem");

describe("SudGamesScreen", () => {
  it("asks for the games when the server had none, and opens one", async () => {
    const { callsTo } = renderFeature(<SudGamesScreen locale="en-US" />, { answers });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText("2 to 4 players")).toBeTruthy();
    fireEvent.click(screen.getByText("Ludo"));
    expect(router.push).toHaveBeenCalledWith(`/en-US/sudgame/${LUDO.game_id}`);
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([{}]);
  });

  it("starts from the server's games without asking again, for a guest too", () => {
    const { callsTo } = renderFeature(<SudGamesScreen locale="en-US" first={{ games: { list: [GOMOKU, LUDO] } }} />, { answers, loggedIn: false });
    expect(rows()).toHaveLength(2);
    expect(screen.getByText("Gomoku")).toBeTruthy();
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([]);
  });
});
