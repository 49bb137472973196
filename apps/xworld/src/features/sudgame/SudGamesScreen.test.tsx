import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { renderFeature } from "../wallet/testing";
import { SudGamesScreen } from "./SudGamesScreen";

const GOMOKU = { game_id: "1468090257126719572", name: "Gomoku", icon: "/games/gomoku.png", description: "Five in a row wins.", min_players: 2, max_players: 2 };
const LUDO = { game_id: "1468180338417074177", name: "Ludo", icon: "/games/ludo.png", description: "Race home.", min_players: 2, max_players: 4 };

const answers = { [sudGameEndpoints.gameList.path]: () => ({ list: [GOMOKU, LUDO] }) };
const rows = () => within(screen.getByRole("list", { name: "Party games" })).getAllByRole("listitem");

describe("SudGamesScreen", () => {
  it("asks for the games when the server had none; each is a link to its page", async () => {
    const { callsTo } = renderFeature(<SudGamesScreen locale="en-US" />, { answers });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText("2 to 4 players")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ludo/ }).getAttribute("href")).toBe(`/en-US/sudgame/${LUDO.game_id}`);
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([{}]);
  });

  it("says when the browser's read failed too, and asks again on retry", async () => {
    let fail = true;
    const { callsTo } = renderFeature(<SudGamesScreen locale="en-US" />, {
      answers: {
        [sudGameEndpoints.gameList.path]: () => {
          if (fail) throw new Error("down");
          return { list: [GOMOKU] };
        },
      },
    });
    await waitFor(() => expect(screen.getByText("The games could not load.")).toBeTruthy());
    fail = false;
    screen.getByRole("button", { name: "Retry" }).click();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsTo(sudGameEndpoints.gameList.path).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's games without asking again, for a guest too, as links", () => {
    const { callsTo } = renderFeature(<SudGamesScreen locale="en-US" first={{ games: { list: [GOMOKU, LUDO] } }} />, { answers, loggedIn: false });
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Gomoku/ }).getAttribute("href")).toBe(`/en-US/sudgame/${GOMOKU.game_id}`);
    expect(callsTo(sudGameEndpoints.gameList.path)).toEqual([]);
  });

  it("has the server's games in its HTML and hydrates them without a mismatch or a call", async () => {
    const page = await hydrateFeature(<SudGamesScreen locale="en-US" first={{ games: { list: [GOMOKU, LUDO] } }} />, { answers });
    expect(page.html).toContain("Gomoku");
    expect(page.html).toContain(`href="/en-US/sudgame/${LUDO.game_id}"`);
    expect(page.recoverable).toEqual([]);
    expect(page.callsTo(sudGameEndpoints.gameList.path)).toEqual([]);
    page.unmount();
  });
});
