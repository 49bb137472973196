import { act, render, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { GameTabContext, type GameTabState, type PlayerGames, useGameTabState } from "./game-tab-actions-context";
import type { Favourites } from "./use-favourites";

function Card({ gameId, rendered }: { gameId: number; rendered: (gameId: number) => void }) {
  rendered(gameId);
  const spins = useGameTabState((state) => state.player?.freeSpins.get(gameId) ?? 0);
  const opening = useGameTabState((state) => state.openingId === gameId);
  return <p data-testid={`card-${gameId}`}>{`${spins} ${opening ? "opening" : ""}`}</p>;
}

const player = (freeSpins: [number, number][]): PlayerGames => ({ favourites: {} as Favourites, freeSpins: new Map(freeSpins) });
const START: GameTabState = { openingId: null, loggedIn: true, player: null, toggleFavourite: () => undefined };

let setState: (next: GameTabState) => void = () => undefined;
function Tab({ children }: { children: ReactNode }) {
  const [state, set] = useState(START);
  setState = set;
  return <GameTabContext.Provider value={state}>{children}</GameTabContext.Provider>;
}

describe("useGameTabState", () => {
  it("re-renders the cards whose part changed, not every card", () => {
    const rendered = vi.fn();
    render(
      <Tab>
        {[1, 2, 3].map((gameId) => (
          <Card key={gameId} gameId={gameId} rendered={rendered} />
        ))}
      </Tab>,
    );
    expect(rendered).toHaveBeenCalledTimes(3);

    rendered.mockClear();
    act(() => setState({ ...START, player: player([[2, 5]]) }));
    expect(rendered.mock.calls).toEqual([[2]]);
    expect(screen.getByTestId("card-2").textContent).toBe("5 ");

    rendered.mockClear();
    act(() => setState({ ...START, player: player([[2, 5]]), openingId: 3 }));
    expect(rendered.mock.calls).toEqual([[3]]);
    expect(screen.getByTestId("card-3").textContent).toBe("0 opening");
  });
});
