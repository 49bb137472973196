// Opening a game: its provider's init config (the launch URL and session), for inbet the
// game-start report (it counts as playing), then the game itself through the platform.
import { isHttpUrl } from "@repo/api-client/url";
import type { ApiClient } from "@repo/api-client/client";
import { type Game, initConfigEndpoints, isGameProvider, luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";

/** The game's provider is unknown to this client, or its launch address is not a web page. */
export class UnplayableGameError extends Error {
  constructor(readonly gameId: number) {
    super(`Game ${gameId} cannot be opened here`);
    this.name = "UnplayableGameError";
  }
}

export interface OpenGameDeps {
  call: ApiClient["call"];
  openLink: (url: string) => Promise<void>;
  /** After the inbet start report succeeded (balances and newbie tasks may have moved). */
  onReported?: () => Promise<void> | void;
  /**
   * The report failed. Spec: not shown — whether that keeps the player out. Choice: no, the game
   * still opens (the report feeds newbie tasks and recents, not the game).
   */
  onReportFailed?: (error: unknown) => void;
}

export async function openGame(game: Pick<Game, "game_id" | "provider">, deps: OpenGameDeps): Promise<void> {
  if (!isGameProvider(game.provider)) throw new UnplayableGameError(game.game_id);
  const config = await deps.call(initConfigEndpoints[game.provider], { game_id: game.game_id });
  if (!isHttpUrl(config.launch_url)) throw new UnplayableGameError(game.game_id);
  if (game.provider === "inbet") {
    try {
      await deps.call(luckyBearGameEndpoints.inbetReportGameStart, { game_id: game.game_id });
      await deps.onReported?.();
    } catch (error) {
      deps.onReportFailed?.(error);
    }
  }
  await deps.openLink(config.launch_url);
}
