import type { Game } from "@repo/api-client/endpoints/lucky-bear";
import { renderWithI18n } from "@repo/ui/test/render";
import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { GameGrid, type GameGridProps } from "./GameGrid";
import type { Favourites } from "./use-favourites";

// Each card draws one picture: counting the pictures counts the cards that rendered.
const drawn = vi.hoisted(() => ({ ids: [] as number[], loading: new Map<number, string>() }));
vi.mock("./GameArt", () => ({
  GameArt: ({ game, eager, first, children }: { game: Game; eager?: boolean; first?: boolean; children?: ReactNode }) => {
    drawn.ids.push(game.game_id);
    drawn.loading.set(game.game_id, first ? "first" : eager ? "eager" : "lazy");
    return <span>{children}</span>;
  },
}));

const GAMES: Game[] = [1, 2, 3].map((id) => ({ game_id: id, name: `Game ${id}`, provider: "pg", icon: `/g/${id}.svg`, category: "slots", hot: false, new: false }));

function favouritesOf(ids: number[], overrides: Partial<Favourites> = {}): Favourites {
  return { loggedIn: true, list: [], isError: false, retry: vi.fn(), has: (id) => ids.includes(id), toggle: vi.fn(), pendingId: null, ...overrides };
}

function grid(props: Partial<GameGridProps>) {
  return <GameGrid label="Games" games={GAMES} favourites={favouritesOf([])} freeSpins={new Map()} openingId={null} onOpen={vi.fn()} onGuestFavourite={vi.fn()} {...props} />;
}

describe("GameGrid", () => {
  it("renders again only the cards an answer changes, with the handlers of the latest render", () => {
    const { rerender } = renderWithI18n(grid({}));
    expect(drawn.ids).toEqual([1, 2, 3]);
    drawn.ids = [];

    // The favourites arrive (a new object, new handlers on the screen): only game 2 changes.
    const onOpen = vi.fn();
    const favourites = favouritesOf([2]);
    rerender(grid({ favourites, onOpen, freeSpins: new Map([[3, 0]]) }));
    expect(drawn.ids).toEqual([2]);

    fireEvent.click(screen.getByRole("button", { name: "Play Game 1" }));
    expect(onOpen).toHaveBeenCalledWith(GAMES[0]);
    fireEvent.click(screen.getByRole("button", { name: "Add Game 3 to favourites" }));
    expect(favourites.toggle).toHaveBeenCalledWith(3);
  });

  it("loads the first screen's pictures at once and the first row's before the others", () => {
    const games = Array.from({ length: 12 }, (_, index) => ({ ...GAMES[0]!, game_id: 100 + index, name: `Game ${100 + index}` }));
    renderWithI18n(grid({ games }));
    expect(games.map((game) => drawn.loading.get(game.game_id))).toEqual([
      ...Array<string>(3).fill("first"),
      ...Array<string>(6).fill("eager"),
      ...Array<string>(3).fill("lazy"),
    ]);
  });

  it("a guest's heart asks them to sign in, through the handler of the latest render", () => {
    const { rerender } = renderWithI18n(grid({}));
    const onGuestFavourite = vi.fn();
    rerender(grid({ favourites: favouritesOf([], { loggedIn: false }), onGuestFavourite }));
    fireEvent.click(screen.getByRole("button", { name: "Add Game 1 to favourites" }));
    expect(onGuestFavourite).toHaveBeenCalledTimes(1);
  });
});
