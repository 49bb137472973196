import type { Game } from "@repo/api-client/endpoints/lucky-bear";
import { renderWithI18n } from "@repo/ui/test/render";
import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { GameGrid, type GameGridProps } from "./GameGrid";
import type { Favourites } from "./use-favourites";

// Each card draws one picture: counting the pictures counts the cards that rendered.
const drawn = vi.hoisted(() => ({ ids: [] as number[] }));
vi.mock("./GameArt", () => ({
  GameArt: ({ game, children }: { game: Game; children?: ReactNode }) => {
    drawn.ids.push(game.game_id);
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

  it("a guest's heart asks them to sign in, through the handler of the latest render", () => {
    const { rerender } = renderWithI18n(grid({}));
    const onGuestFavourite = vi.fn();
    rerender(grid({ favourites: favouritesOf([], { loggedIn: false }), onGuestFavourite }));
    fireEvent.click(screen.getByRole("button", { name: "Add Game 1 to favourites" }));
    expect(onGuestFavourite).toHaveBeenCalledTimes(1);
  });
});
