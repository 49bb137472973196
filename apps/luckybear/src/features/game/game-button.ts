// A game card's play button names its game in attributes, so one click handler opens any card's game
// (server-rendered, or added by a later page) without a list of the games.
import type { GameToOpen } from "./use-open-game";

export function gameButtonAttributes(game: GameToOpen): Record<string, string | number> {
  return { "data-game-id": game.game_id, "data-game-provider": game.provider, "data-game-name": game.name };
}

/** The game of the play button the event's target is in, if any. */
export function gameOfTarget(target: EventTarget | null): GameToOpen | null {
  const button = target instanceof Element ? target.closest("button[data-game-id]") : null;
  const gameId = Number(button?.getAttribute("data-game-id"));
  const provider = button?.getAttribute("data-game-provider");
  const name = button?.getAttribute("data-game-name");
  return button && Number.isInteger(gameId) && provider && name !== null && name !== undefined ? { game_id: gameId, provider, name } : null;
}
