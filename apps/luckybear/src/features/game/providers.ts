// The game providers as players see them. Spec: not shown — display names. Choice: each studio's
// usual spelling (brand names, the same in every language).
import { GAME_PROVIDERS, type GameProvider } from "@repo/api-client/endpoints/lucky-bear/games";

export const PROVIDER_NAMES: Readonly<Record<GameProvider, string>> = {
  inbet: "InBet",
  retiger: "ReTiger",
  pg: "PG Soft",
  turbo: "Turbo Games",
  bridge: "Bridge",
  ppgame: "Pragmatic Play",
  imperium: "Imperium",
};

export const PROVIDERS: readonly GameProvider[] = GAME_PROVIDERS;

/** A provider the list does not know yet keeps its id as its name. */
export const providerName = (provider: string): string => (PROVIDER_NAMES as Readonly<Record<string, string>>)[provider] ?? provider;
