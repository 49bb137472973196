import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { GameTabView } from "./GameTabView";
import { type GameTabFirst, type GameTabQuery, listFilter, listsPages } from "./game-tab-query";

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
const HOME = {
  jackpot: { amount: "1", currency: "USDT" },
  banners: [],
  online_players: 1,
  recent_wins: [],
  categories: [
    { id: "slots", name: "Slots" },
    { id: "live", name: "Live casino" },
    { id: "crash", name: "Crash" },
  ],
};

function gamePage({ page, page_size, category, provider }: { page: number; page_size: number; category?: string; provider?: string }) {
  const matching = GAMES.filter((game) => (!category || game.category === category) && (!provider || game.provider === provider));
  return { list: matching.slice((page - 1) * page_size, page * page_size), total: matching.length, page, page_size };
}
const search = (keyword: string) => ({ list: GAMES.filter((game) => game.name.toLowerCase().includes(keyword.toLowerCase())) });

function answers(favourites: number[] = []): Answers {
  return {
    "/lucky_bear/query": () => HOME,
    "/lucky_bear/game_list": (input) => gamePage(input as { page: number; page_size: number }),
    "/lucky_bear/game_search": (input) => search((input as { keyword: string }).keyword),
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

/** What the server reads for the address (load-game-tab.ts), with the same answers. */
function serverFirst(query: GameTabQuery): GameTabFirst {
  return {
    home: HOME,
    games: listsPages(query) ? gamePage({ ...listFilter(query), page: 1, page_size: 20 }) : null,
    search: query.q ? search(query.q) : null,
  };
}

const view = (query: GameTabQuery = START, first: GameTabFirst = serverFirst(query)) => <GameTabView locale="en-US" query={query} first={first} />;

function setup({ loggedIn = true, query = START, favourites = [] as number[], first = serverFirst(query) } = {}) {
  return renderFeature(view(query, first), { answers: answers(favourites), loggedIn });
}

const grid = (name: string) => screen.findByRole("list", { name });
const cards = (list: HTMLElement) => within(list).getAllByRole("button", { name: /^Play / }).map((button) => button.getAttribute("aria-label"));
const LOGIN = `/en-US/user/login?backUrl=${encodeURIComponent("/en-US/luckybear/game/gameTab")}`;

beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
  window.history.replaceState(null, "", "/en-US/luckybear/game/gameTab");
});

describe("game tab", () => {
  it("has the heading, chips, tabs and the first page of games in the server's HTML, and hydrates without a mismatch or a read of them", async () => {
    const page = await hydrateFeature(view(), { answers: answers(), platform: { kind: "luckybear-web", brand: "luckybear" }, loggedIn: false });
    for (const text of [">Games<", ">Lobby<", "All providers", "PG Soft", "Live casino", ">Favourites<", "Play Game 1\"", "Play Game 20\"", "20 of 45 games", "Load more games"]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).not.toContain("Play Game 21\"");
    // The first screen's nine pictures are fetched at once and first (any of them may be the largest paint).
    const pictures = page.container.querySelectorAll("ul[aria-label='All games'] img");
    expect([0, 2, 3, 8, 9].map((index) => [pictures[index]?.getAttribute("fetchpriority"), pictures[index]?.getAttribute("loading")])).toEqual([
      ["high", "eager"],
      ["high", "eager"],
      ["high", "eager"],
      ["high", "eager"],
      [null, "lazy"],
    ]);
    expect(page.recoverable).toEqual([]);
    await act(async () => {});
    for (const path of ["/lucky_bear/query", "/lucky_bear/game_list", "/lucky_bear/fav_games/list", "/lucky_bear/free_spin_conf"]) expect(page.callsTo(path)).toEqual([]);
    page.unmount();
  });

  it("loads the next pages after the server's cards, counting them", async () => {
    const { callsTo } = setup();
    const list = await grid("All games");
    const serverCard = within(list).getByRole("button", { name: "Play Game 1" });
    fireEvent.click(screen.getByRole("button", { name: "Load more games" }));
    await waitFor(() => expect(screen.getByText("40 of 45 games")).toBeTruthy());
    expect(cards(list)).toHaveLength(40);
    expect(within(list).getByRole("button", { name: "Play Game 1" })).toBe(serverCard);
    expect(callsTo("/lucky_bear/game_list")).toEqual([{ page: 2, page_size: 20 }]);
  });

  it("a category tab and a provider replace the address, for the server to render that listing", async () => {
    const { callsTo } = setup({ query: { tab: "slots", provider: null, q: "" } });
    expect(cards(await grid("Slots"))).toEqual(GAMES.filter((game) => game.category === "slots").slice(0, 20).map((game) => `Play ${game.name}`));
    fireEvent.click(screen.getByRole("tab", { name: "Crash" }));
    expect(router.replace).toHaveBeenLastCalledWith("/en-US/luckybear/game/gameTab?tab=crash", { scroll: false });
    fireEvent.click(within(screen.getByRole("group", { name: "Provider" })).getByRole("button", { name: "PG Soft" }));
    expect(router.replace).toHaveBeenLastCalledWith("/en-US/luckybear/game/gameTab?tab=slots&provider=pg", { scroll: false });
    expect(callsTo("/lucky_bear/game_list")).toEqual([]);
  });

  it("starts from the address's filters", async () => {
    setup({ query: { tab: "crash", provider: "turbo", q: "" } });
    expect(screen.getByRole("tab", { name: "Crash" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "Turbo Games" }).getAttribute("aria-pressed")).toBe("true");
    const expected = GAMES.filter((game) => game.category === "crash" && game.provider === "turbo").map((game) => `Play ${game.name}`);
    expect(cards(await grid("Crash"))).toEqual(expected);
  });

  it("searches by name: the address takes the search once typing stops, for the server to render its results", async () => {
    const { callsTo } = setup();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search games" }), { target: { value: "Game 4" } });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/en-US/luckybear/game/gameTab?q=Game+4", { scroll: false }));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(callsTo("/lucky_bear/game_search")).toEqual([]);
  });

  it("searches at once on Enter, keeping the provider", async () => {
    setup({ query: { tab: "all", provider: "pg", q: "" } });
    const box = screen.getByRole("searchbox", { name: "Search games" });
    fireEvent.change(box, { target: { value: "Game 1" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(router.replace).toHaveBeenCalledWith("/en-US/luckybear/game/gameTab?provider=pg&q=Game+1", { scroll: false });
    // A second tap on the pressed chip shows every provider again (with the listing the server rendered).
    fireEvent.click(screen.getByRole("button", { name: "PG Soft" }));
    expect(router.replace).toHaveBeenLastCalledWith("/en-US/luckybear/game/gameTab", { scroll: false });
  });

  it("shows the server's search results with no browser read, and Clear search goes back to the tabs", async () => {
    const { callsTo } = setup({ query: { tab: "all", provider: null, q: "Game 4" } });
    expect(screen.getByRole("heading", { name: "Results for “Game 4”" })).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(cards(await grid("Search results"))).toEqual(["Play Game 4", "Play Game 40", "Play Game 41", "Play Game 42", "Play Game 43", "Play Game 44", "Play Game 45"]);
    expect((screen.getByRole("searchbox", { name: "Search games" }) as HTMLInputElement).value).toBe("Game 4");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect((screen.getByRole("searchbox", { name: "Search games" }) as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/en-US/luckybear/game/gameTab", { scroll: false }));
    expect(callsTo("/lucky_bear/game_search")).toEqual([]);
  });

  it("says when a search finds nothing", () => {
    setup({ query: { tab: "all", provider: null, q: "zebra" } });
    expect(screen.getByText("No games found for “zebra”")).toBeTruthy();
  });

  it("a failed server read says so, with a Retry that opens the page again", () => {
    setup({ first: { home: null, games: null, search: null } });
    expect(screen.getByText("The games could not load.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retry" }).getAttribute("href")).toBe("/en-US/luckybear/game/gameTab");
    // The tabs without the categories.
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All", "Favourites"]);
  });

  it("a signed-in player saves a favourite, which the favourites tab then lists", async () => {
    const favourites: number[] = [];
    const { callsTo } = setup({ favourites });
    const list = await grid("All games");
    await waitFor(() => expect(callsTo("/lucky_bear/fav_games/list")).toHaveLength(1));
    const heart = within(list).getByRole("button", { name: "Add Game 3 to favourites" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(within(list).getByRole("button", { name: "Remove Game 3 from favourites" }).getAttribute("aria-pressed")).toBe("true"));
    expect(callsTo("/lucky_bear/fav_games/toggle")).toEqual([{ game_id: 102 }]);

    setup({ query: { tab: "favourites", provider: null, q: "" }, favourites });
    expect(cards(await grid("Favourite games"))).toEqual(["Play Game 3"]);
  });

  it("a heart tapped before the player's favourites loaded is saved once they have", async () => {
    const { callsTo } = setup();
    fireEvent.click(within(await grid("All games")).getByRole("button", { name: "Add Game 3 to favourites" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Game 3 from favourites" })).toBeTruthy());
    expect(callsTo("/lucky_bear/fav_games/toggle")).toEqual([{ game_id: 102 }]);
  });

  it("a guest is asked to sign in instead of saving a favourite", async () => {
    const { callsTo } = setup({ loggedIn: false });
    const list = await grid("All games");
    fireEvent.click(within(list).getByRole("button", { name: "Add Game 3 to favourites" }));
    const notice = await screen.findByRole("status", { name: "" });
    expect(notice.textContent).toContain("Sign in to save favourites");
    expect(within(notice).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(LOGIN);
    expect(callsTo("/lucky_bear/fav_games/toggle")).toEqual([]);
    expect(callsTo("/lucky_bear/fav_games/list")).toEqual([]);
  });

  it("the favourites tab asks a guest to sign in", async () => {
    setup({ loggedIn: false, query: { tab: "favourites", provider: null, q: "" } });
    expect(await screen.findByText("Tap the heart on a game to find it here next time.")).toBeTruthy();
  });

  it("shows a game's free spins to the signed-in player", async () => {
    const list = await (setup(), grid("All games"));
    const card = within(list).getByRole("button", { name: "Play Game 2" });
    await waitFor(() => expect(card.textContent).toContain("5 free spins"));
  });

  it("opens an inbet game once per tap: init config, start report, then the game through the platform", async () => {
    const { callsTo, platform, invalidated } = setup();
    const play = within(await grid("All games")).getByRole("button", { name: "Play Game 1" });
    fireEvent.click(play);
    fireEvent.click(play);
    await waitFor(() => expect(platform.openLink).toHaveBeenCalledWith("https://games.example/inbet/100?token=abc"));
    expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([{ game_id: 100 }]);
    expect(callsTo("/lucky_bear/inbet/report_game_start")).toEqual([{ game_id: 100 }]);
    expect(platform.openLink).toHaveBeenCalledTimes(1);
    expect(invalidated()).toContainEqual(["api", "lucky-bear", "/lucky_bear/asset_list"]);
  });

  it("sends a guest who opens a game to sign in first", async () => {
    const { callsTo, platform } = setup({ loggedIn: false });
    fireEvent.click(within(await grid("All games")).getByRole("button", { name: "Play Game 1" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(LOGIN));
    expect(callsTo("/lucky_bear/inbet/init_config")).toEqual([]);
    expect(platform.openLink).not.toHaveBeenCalled();
  });
});
