import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, pageAnswer, PLAYER_ID, renderFeature } from "../wallet/testing";
import { AddGameScreen } from "./AddGameScreen";
import { loadGameCatalog } from "./load-game-catalog";
import { loadMyGames } from "./load-my-games";
import { SelectGamesScreen } from "./SelectGamesScreen";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("server-only", () => ({}));
beforeEach(() => router.refresh.mockClear());

const GAMES = [
  { product_id: 11, name: "Farm Frenzy", icon: "" },
  { product_id: 12, name: "Tiger Bet", icon: "" },
  { product_id: 13, name: "Pet Hunt", icon: "" },
  { product_id: 14, name: "Lucky Spin", icon: "" },
  { product_id: 15, name: "Sky Racer", icon: "" },
];

function selectAnswers(shown: number[] = [12]) {
  let showing = [...shown];
  return {
    "/profile/my_games": () => ({ max_shown: 3, list: GAMES.map((game) => ({ ...game, shown: showing.includes(game.product_id) })) }),
    "/profile/set_showcase": (input: unknown) => {
      showing = (input as { product_ids: number[] }).product_ids;
      return { ok: true };
    },
  };
}

function selectSetup(shown: number[] = [12]) {
  return renderFeature(<SelectGamesScreen locale="en-US" />, { answers: selectAnswers(shown) });
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

function addAnswers(addGame?: (input: unknown) => unknown, catalog: readonly (typeof CATALOG)[number][] = CATALOG) {
  const mine = new Set(catalog.filter((game) => game.added).map((game) => game.product_id));
  return {
    "/product/game_catalog": (input: unknown) => {
      const { keyword } = input as { keyword: string };
      const found = catalog.filter((game) => game.name.toLowerCase().includes(keyword.toLowerCase()));
      return pageAnswer(found.map((game) => ({ ...game, added: mine.has(game.product_id) })))(input);
    },
    "/profile/add_game":
      addGame ??
      ((input: unknown) => {
        mine.add((input as { product_id: number }).product_id);
        return { ok: true };
      }),
  };
}

function addSetup(addGame?: (input: unknown) => unknown) {
  return renderFeature(<AddGameScreen locale="en-US" />, { answers: addAnswers(addGame) });
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

describe("/profile/select with the reads the server made for the page", () => {
  const serverReads = async (answers: Answers, userId = PLAYER_ID) => ({ userId, data: await loadMyGames(fakeApi(answers).client) });

  it("reads the player's games, and leaves a failed read to the browser", async () => {
    const server = fakeApi(selectAnswers());
    expect((await loadMyGames(server.client)).games?.list).toHaveLength(5);
    expect(server.callsTo("/profile/my_games")).toEqual([{}]);
    expect(await loadMyGames(fakeApi({ "/profile/my_games": () => Promise.reject(new Error("down")) }).client)).toEqual({ games: null });
  });

  it("has the games with the shown ones marked in its HTML, hydrates without reading them, saves once and renders the page again", async () => {
    const answers = selectAnswers([12, 14]);
    const page = await hydrateFeature(<SelectGamesScreen locale="en-US" first={await serverReads(answers)} />, { answers });
    expect(page.html).toContain("Tiger Bet");
    expect(page.html).toMatch(/Choose up to (<!-- -->)?3(<!-- -->)? games. (<!-- -->)?2(<!-- -->)? chosen./);
    expect(page.html).toMatch(/<input id="games-14" type="checkbox"[^>]*checked=""/);
    expect(page.html).toContain('href="/en-US/profile/addProduct"');
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    await waitFor(() => expect((view.getByRole("checkbox", { name: "Sky Racer" }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(view.getByRole("checkbox", { name: "Sky Racer" }));
    const save = view.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(page.callsTo("/profile/set_showcase")).toEqual([{ product_ids: [12, 14, 15] }]);
    expect(page.callsTo("/profile/my_games")).toEqual([]);
    page.unmount();
  });

  it("points a player without games to adding one, in the HTML", async () => {
    const none = { "/profile/my_games": () => ({ max_shown: 3, list: [] }) };
    const page = await hydrateFeature(<SelectGamesScreen locale="en-US" first={{ userId: PLAYER_ID, data: await loadMyGames(fakeApi(none).client) }} />, { answers: none });
    expect(page.html).toContain("No games yet");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("says why saving failed and lets the player try again, without rendering the page again", async () => {
    let down = true;
    const answers = { ...selectAnswers(), "/profile/set_showcase": () => (down ? Promise.reject(new Error("down")) : { ok: true }) };
    renderFeature(<SelectGamesScreen locale="en-US" first={await serverReads(answers)} />, { answers });
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "Pet Hunt" }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole("checkbox", { name: "Pet Hunt" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
  });

  it("reads the games in the browser when the server's read failed, with a retry; asks a guest to sign in; another login reads its own", async () => {
    let down = true;
    const games = selectAnswers();
    const flaky = { ...games, "/profile/my_games": () => (down ? Promise.reject(new Error("down")) : games["/profile/my_games"]()) };
    const first = await serverReads(flaky);
    expect(first.data.games).toBeNull();
    const failed = renderFeature(<SelectGamesScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your games could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("checkbox", { name: "Tiger Bet" })).toBeTruthy();
    expect(failed.callsTo("/profile/my_games")).toEqual([{}, {}]);
    cleanup();
    const guest = renderFeature(<SelectGamesScreen locale="en-US" />, { answers: games, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Sign in to choose your games" })).toBeTruthy();
    expect(guest.callsTo("/profile/my_games")).toEqual([]);
    cleanup();
    const other = renderFeature(<SelectGamesScreen locale="en-US" first={await serverReads(games, PLAYER_ID + 1)} />, { answers: games });
    expect(await screen.findByRole("checkbox", { name: "Tiger Bet" })).toBeTruthy();
    expect(other.callsTo("/profile/my_games")).toEqual([{}]);
  });
});

describe("/profile/addProduct with the reads the server made for the page", () => {
  /** 25 games: the server's first page holds 20. */
  const MANY = Array.from({ length: 25 }, (_, index) => ({ product_id: 100 + index, name: `Game ${index + 1}`, icon: "", summary: `Summary ${index + 1}`, added: index === 0 }));
  const serverReads = async (answers: Answers, userId = PLAYER_ID) => ({ userId, data: await loadGameCatalog(fakeApi(answers).client) });

  it("reads the catalogue's first page with no search, and leaves a failed read to the browser", async () => {
    const server = fakeApi(addAnswers(undefined, MANY));
    expect((await loadGameCatalog(server.client)).catalog?.list).toHaveLength(20);
    expect(server.callsTo("/product/game_catalog")).toEqual([{ keyword: "", page: 1, page_size: 20 }]);
    expect(await loadGameCatalog(fakeApi({ "/product/game_catalog": () => Promise.reject(new Error("down")) }).client)).toEqual({ catalog: null });
  });

  it("has the first page in its HTML, hydrates without reading it, then adds once, shows more and searches", async () => {
    const answers = addAnswers(undefined, MANY);
    const page = await hydrateFeature(<AddGameScreen locale="en-US" first={await serverReads(answers)} />, { answers });
    expect(page.html).toContain("Game 20");
    expect(page.html).not.toContain("Game 21");
    expect(page.html).toContain("Added");
    expect(page.html).toMatch(/20(<!-- -->)? of (<!-- -->)?25/);
    expect(page.html).toContain('href="/en-US/profile/select"');
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    await waitFor(() => expect((view.getByRole("button", { name: "Add Game 2 to my games" }) as HTMLButtonElement).disabled).toBe(false));
    expect(page.callsTo("/product/game_catalog")).toEqual([]);
    const add = view.getByRole("button", { name: "Add Game 2 to my games" });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(page.callsTo("/profile/add_game")).toEqual([{ product_id: 101 }]));
    await waitFor(() => expect(view.queryByRole("button", { name: "Add Game 2 to my games" })).toBeNull());
    fireEvent.click(view.getByRole("button", { name: "Show more" }));
    expect(await view.findByText("Game 25")).toBeTruthy();
    fireEvent.change(view.getByLabelText("Search games"), { target: { value: "Game 7" } });
    await waitFor(() => expect(page.callsTo("/product/game_catalog")).toContainEqual({ keyword: "Game 7", page: 1, page_size: 20 }));
    await waitFor(() => expect(view.queryByText("Game 8")).toBeNull());
    expect(view.getByText("Game 7")).toBeTruthy();
    page.unmount();
  });

  it("reads the catalogue in the browser when the server's read failed, with a retry; asks a guest to sign in; another login reads its own", async () => {
    let down = true;
    const answers = addAnswers();
    const flaky = { ...answers, "/product/game_catalog": (input: unknown) => (down ? Promise.reject(new Error("down")) : answers["/product/game_catalog"](input)) };
    const first = await serverReads(flaky);
    expect(first.data.catalog).toBeNull();
    renderFeature(<AddGameScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("The games could not load.")).toBeTruthy();
    down = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(await screen.findByRole("button", { name: "Add Gem Miner to my games" })).toBeTruthy();
    cleanup();
    const guest = renderFeature(<AddGameScreen locale="en-US" />, { answers, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Sign in to add games" })).toBeTruthy();
    expect(guest.callsTo("/product/game_catalog")).toEqual([]);
    cleanup();
    const other = renderFeature(<AddGameScreen locale="en-US" first={await serverReads(answers, PLAYER_ID + 1)} />, { answers });
    expect(await screen.findByRole("button", { name: "Add Gem Miner to my games" })).toBeTruthy();
    expect(other.callsTo("/product/game_catalog")).toEqual([{ keyword: "", page: 1, page_size: 20 }]);
  });
});
