import { BusinessError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageAnswer, renderFeature } from "../wallet/testing";
import { AddGameScreen } from "./AddGameScreen";
import { SelectGamesScreen } from "./SelectGamesScreen";

const GAMES = [
  { product_id: 11, name: "Farm Frenzy", icon: "" },
  { product_id: 12, name: "Tiger Bet", icon: "" },
  { product_id: 13, name: "Pet Hunt", icon: "" },
  { product_id: 14, name: "Lucky Spin", icon: "" },
  { product_id: 15, name: "Sky Racer", icon: "" },
];

function selectSetup(shown: number[] = [12]) {
  let showing = [...shown];
  return renderFeature(<SelectGamesScreen locale="en-US" />, {
    answers: {
      "/profile/my_games": () => ({ max_shown: 3, list: GAMES.map((game) => ({ ...game, shown: showing.includes(game.product_id) })) }),
      "/profile/set_showcase": (input) => {
        showing = (input as { product_ids: number[] }).product_ids;
        return { ok: true };
      },
    },
  });
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("/profile/select", () => {
  it("saves the chosen games once, kept first, new ones after, and says so", async () => {
    const { callsTo, toasts } = selectSetup();
    expect(((await screen.findByRole("checkbox", { name: "Tiger Bet" })) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toHaveProperty("disabled", true);
    fireEvent.click(box("Sky Racer"));
    fireEvent.click(box("Farm Frenzy"));
    expect(screen.getByText("Choose up to 3 games. 3 chosen.")).toBeTruthy();
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual(["Your profile shows the games you chose."]));
    expect(callsTo("/profile/set_showcase")).toEqual([{ product_ids: [12, 15, 11] }]);
  });

  it("lets no more than three be chosen", async () => {
    const { callsTo } = selectSetup([11, 12]);
    await screen.findByRole("checkbox", { name: "Farm Frenzy" });
    fireEvent.click(box("Pet Hunt"));
    expect(screen.getByText("Choose up to 3 games. 3 chosen.")).toBeTruthy();
    expect(box("Lucky Spin").disabled).toBe(true);
    expect(box("Sky Racer").disabled).toBe(true);
    fireEvent.click(box("Sky Racer"));
    expect(box("Sky Racer").checked).toBe(false);
    fireEvent.click(box("Farm Frenzy"));
    expect(box("Sky Racer").disabled).toBe(false);
    fireEvent.click(box("Sky Racer"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo("/profile/set_showcase")).toEqual([{ product_ids: [12, 13, 15] }]));
  });

  it("points a player without games to adding one", async () => {
    renderFeature(<SelectGamesScreen locale="en-US" />, { answers: { "/profile/my_games": () => ({ max_shown: 3, list: [] }) } });
    expect(await screen.findByText("No games yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a game" }).getAttribute("href")).toBe("/en-US/profile/addProduct");
  });
});

const CATALOG = [
  { product_id: 11, name: "Farm Frenzy", icon: "", summary: "Grow, harvest, sell", added: true },
  { product_id: 16, name: "Gem Miner", icon: "", summary: "Dig for rare gems", added: false },
  { product_id: 17, name: "Word Duel", icon: "", summary: "Beat a friend at words", added: false },
];

function addSetup(addGame?: (input: unknown) => unknown) {
  const mine = new Set(CATALOG.filter((game) => game.added).map((game) => game.product_id));
  return renderFeature(<AddGameScreen locale="en-US" />, {
    answers: {
      "/product/game_catalog": (input) => pageAnswer(CATALOG.map((game) => ({ ...game, added: mine.has(game.product_id) })))(input),
      "/profile/add_game":
        addGame ??
        ((input) => {
          mine.add((input as { product_id: number }).product_id);
          return { ok: true };
        }),
    },
  });
}

const row = (name: string) => within(screen.getByRole("list", { name: "Games" })).getByText(name).closest("li") as HTMLElement;

describe("/profile/addProduct", () => {
  it("adds a game once on a double tap, and it reads Added", async () => {
    const { callsTo, invalidated } = addSetup();
    const add = await screen.findByRole("button", { name: "Add Gem Miner to my games" });
    expect(within(row("Farm Frenzy")).getByText("Added")).toBeTruthy();
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(within(row("Gem Miner")).getByText("Added")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Add Gem Miner to my games" })).toBeNull();
    expect(callsTo("/profile/add_game")).toEqual([{ product_id: 16 }]);
    expect(invalidated()).toContainEqual(["api", "profile", "/profile/my_games"]);
    expect(screen.getByRole("button", { name: "Add Word Duel to my games" })).toBeTruthy();
  });

  it("reads Added when the server has the game already, and shows another refusal on the row", async () => {
    let attempt = 0;
    addSetup(() => {
      attempt += 1;
      throw new BusinessError({ service: "profile", method: "POST", path: "/profile/add_game", url: "" }, attempt === 1 ? 2002 : 1002, attempt === 1 ? "Already added" : "No such game");
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Gem Miner to my games" }));
    await waitFor(() => expect(within(row("Gem Miner")).getByText("Added")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Add Word Duel to my games" }));
    expect(await within(row("Word Duel")).findByText("No such game")).toBeTruthy();
    expect(within(row("Word Duel")).getByRole("button", { name: "Add Word Duel to my games" })).toBeTruthy();
  });
});
