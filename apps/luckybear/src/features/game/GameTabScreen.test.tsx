import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { GameTabScreen } from "./GameTabScreen";
import type { GameTabFirst, GameTabQuery } from "./game-tab-query";

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const PROVIDERS = ["inbet", "retiger", "pg", "turbo", "bridge", "ppgame", "imperium"];
const CATEGORIES = ["slots", "live", "crash"];
const GAMES = Array.from({ length: 45 }, (_, index) => ({
  game_id: 100 + index,
  name: `Game ${index + 1}`,
  provider: PROVIDERS[index % PROVIDERS.length] ?? "inbet",
  icon: `/games/${index}.svg`,
  category: CATEGORIES[index % CATEGORIES.length] ?? "slots",
  hot: false,
  new: false,
}));

function answers(favourites: number[] = []): Answers {
  return {
    "/lucky_bear/query": () => ({
      jackpot: { amount: "1", currency: "USDT" },
      banners: [],
      online_players: 1,
      recent_wins: [],
      categories: [
        { id: "slots", name: "Slots" },
        { id: "live", name: "Live casino" },
        { id: "crash", name: "Crash" },
      ],
    }),
    "/lucky_bear/game_list": (input) => {
      const { page, page_size, category, provider } = input as { page: number; page_size: number; category?: string; provider?: string };
      const matching = GAMES.filter((game) => (!category || game.category === category) && (!provider || game.provider === provider));
      return { list: matching.slice((page - 1) * page_size, page * page_size), total: matching.length, page, page_size };
    },
    "/lucky_bear/game_search": (input) => {
      const keyword = (input as { keyword: string }).keyword.toLowerCase();
      return { list: GAMES.filter((game) => game.name.toLowerCase().includes(keyword)) };
    },
    "/lucky_bear/fav_games/list": () => ({ list: GAMES.filter((game) => favourites.includes(game.game_id)) }),
    "/lucky_bear/fav_games/toggle": (input) => {
      const id = (input as { game_id: number }).game_id;
      const index = favourites.indexOf(id);
      if (index >= 0) favourites.splice(index, 1);
      else favourites.unshift(id);
      return { game_id: id, favourite: index < 0 };
    },
    "/lucky_bear/free_spin_conf": () => ({ list: [{ game_id: 101, free_spins: 5, bet_value: "0.20", expires_at: 0 }] }),
    "/lucky_bear/inbet/init_config": (input) => ({
      game_id: (input as { game_id: number }).game_id,
      provider: "inbet",
      launch_url: "https://games.example/inbet/100?token=abc",
      session_token: "abc",
      currency: "VND",
      language: "en-US",
      lobby_url: "/luckybear",
      extra: {},
    }),
    "/lucky_bear/inbet/report_game_start": () => ({ ok: true }),
  };
}

const START: GameTabQuery = { tab: "all", provider: null, q: "" };

function setup({ loggedIn = true, initial = START, favourites = [] as number[], first = undefined as GameTabFirst | undefined } = {}) {
  return renderFeature(<GameTabScreen locale="en-US" initial={initial} first={first} />, { answers: answers(favourites), loggedIn });
}

const grid = (name: string) => screen.findByRole("list", { name });
const cards = (list: HTMLElement) => within(list).getAllByRole("button", { name: /^Play / }).map((button) => button.getAttribute("aria-label"));

beforeEach(() => {
  router.push.mockReset();
  window.history.replaceState(null, "", "/en-US/luckybear/game/gameTab");
});

describe("game tab", () => {
  it("lists all games 20 at a time and loads the next page", async () => {
    const { callsTo } = setup();
    const list = await grid("All games");
    expect(cards(list)).toHaveLength(20);
    expect(screen.getByText("20 of 45 games")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more games" }));
    await waitFor(() => expect(screen.getByText("40 of 45 games")).toBeTruthy());
    expect(callsTo("/lucky_bear/game_list")).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("a category tab and a provider narrow the list, and the address keeps them", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("tab", { name: "Slots" }));
    const slots = await grid("Slots");
    expect(cards(slots)).toContain("Play Game 1");
    fireEvent.click(within(screen.getByRole("group", { name: "Provider" })).getByRole("button", { name: "PG Soft" }));
    await waitFor(() => expect(callsTo("/lucky_bear/game_list")).toContainEqual({ category: "slots", provider: "pg", page: 1, page_size: 20 }));
    const expected = GAMES.filter((game) => game.category === "slots" && game.provider === "pg").map((game) => `Play ${game.name}`);
    await waitFor(async () => expect(cards(await grid("Slots"))).toEqual(expected));
    expect(screen.getByRole("button", { name: "PG Soft" }).getAttribute("aria-pressed")).toBe("true");
    expect(`${window.location.pathname}${window.location.search}`).toBe("/en-US/luckybear/game/gameTab?tab=slots&provider=pg");
  });

  it("searches by name", async () => {
    const { callsTo } = setup();
    fireEvent.change(await screen.findByRole("searchbox", { name: "Search games" }), { target: { value: "Game 4" } });
    const results = await grid("Search results");
    expect(cards(results)).toEqual(["Play Game 4", "Play Game 40", "Play Game 41", "Play Game 42", "Play Game 43", "Play Game 44", "Play Game 45"]);
    expect(callsTo("/lucky_bear/game_search")).toEqual([{ keyword: "Game 4" }]);
    expect(screen.queryByRole("tablist")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("tablist", { name: "Game categories" })).toBeTruthy();
  });

  it("a signed-in player saves a favourite, which the favourites tab then lists", async () => {
    const { callsTo } = setup({ favourites: [] });
    const list = await grid("All games");
    const heart = within(list).getByRole("button", { name: "Add Game 3 to favourites" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(within(list).getByRole("button", { name: "Remove Game 3 from favourites" }).getAttribute("aria-pressed")).toBe("true"));
    expect(callsTo("/lucky_bear/fav_games/toggle")).toEqual([{ game_id: 102 }]);
    fireEvent.click(screen.getByRole("tab", { name: "Favourites" }));
    expect(cards(await grid("Favourite games"))).toEqual(["Play Game 3"]);
  });

  it("a guest is asked to sign in instead of saving a favourite", async () => {
    const { callsTo } = setup({ loggedIn: false });
    const list = await grid("All games");
    fireEvent.click(within(list).getByRole("button", { name: "Add Game 3 to favourites" }));
    const notice = await screen.findByRole("status", { name: "" });
    expect(notice.textContent).toContain("Sign in to save favourites");
    expect(within(notice).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/luckybear/game/gameTab")}`);
    expect(callsTo("/lucky_bear/fav_games/toggle")).toEqual([]);
    expect(callsTo("/lucky_bear/fav_games/list")).toEqual([]);
  });

  it("shows a game's free spins to the signed-in player", async () => {
    const list = await (setup(), grid("All games"));
    const card = within(list).getByRole("button", { name: "Play Game 2" });
    await waitFor(() => expect(card.textContent).toContain("5 free spins"));
  });

  it("opens an inbet game: init config, start report, then the game through the platform", async () => {
    const { callsTo, platform, invalidated } = setup();
    fireEvent.click(within(await grid("All games")).getByRole("button", { name: "Play Game 1" }));
    await waitFor(() => expect(platform.openLink).toHaveBeenCalledWith("https://games.example/inbet/100?token=abc"));
    expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([{ game_id: 100 }]);
    expect(callsTo("/lucky_bear/inbet/report_game_start")).toEqual([{ game_id: 100 }]);
    expect(invalidated()).toContainEqual(["api", "lucky-bear", "/lucky_bear/asset_list"]);
  });

  it("sends a guest who opens a game to sign in first", async () => {
    const { callsTo, platform } = setup({ loggedIn: false });
    fireEvent.click(within(await grid("All games")).getByRole("button", { name: "Play Game 1" }));
    expect(router.push).toHaveBeenCalledWith(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/luckybear/game/gameTab")}`);
    expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([]);
    expect(platform.openLink).not.toHaveBeenCalled();
  });

  it("starts from the address's filters", async () => {
    const { callsTo } = setup({ initial: { tab: "crash", provider: "turbo", q: "" } });
    await waitFor(() => expect(callsTo("/lucky_bear/game_list")).toEqual([{ category: "crash", provider: "turbo", page: 1, page_size: 20 }]));
    expect((await screen.findByRole("tab", { name: "Crash" })).getAttribute("aria-selected")).toBe("true");
  });

  it("starts from the server's categories and first page without asking again, and the next page continues it", async () => {
    const home = answers()["/lucky_bear/query"]?.({}) as GameTabFirst["home"];
    const firstPage = { list: GAMES.slice(0, 20), total: 45, page: 1, page_size: 20 };
    const { callsTo } = setup({ first: { home, games: firstPage } });
    const list = await grid("All games");
    expect(cards(list)).toHaveLength(20);
    expect(screen.getByRole("tab", { name: "Slots" })).toBeTruthy();
    // The first screen's pictures load at once (the page's largest paint); the rest wait for a scroll.
    const pictures = list.querySelectorAll("img");
    expect([pictures[8]?.getAttribute("loading"), pictures[9]?.getAttribute("loading")]).toEqual(["eager", "lazy"]);
    fireEvent.click(screen.getByRole("button", { name: "Load more games" }));
    await waitFor(() => expect(screen.getByText("40 of 45 games")).toBeTruthy());
    expect(callsTo("/lucky_bear/game_list")).toEqual([{ page: 2, page_size: 20 }]);
    expect(callsTo("/lucky_bear/query")).toEqual([]);
  });

  it("the server's first page stands only for the listing the page opened with", async () => {
    const firstPage = { list: GAMES.slice(0, 20), total: 45, page: 1, page_size: 20 };
    const { callsTo } = setup({ first: { home: null, games: firstPage } });
    fireEvent.click(await screen.findByRole("tab", { name: "Slots" }));
    await waitFor(() => expect(callsTo("/lucky_bear/game_list")).toEqual([{ category: "slots", page: 1, page_size: 20 }]));
    expect(cards(await grid("Slots"))).toEqual(GAMES.filter((game) => game.category === "slots").slice(0, 20).map((game) => `Play ${game.name}`));
  });
});
