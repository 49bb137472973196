// The game providers as players see them. Spec: not shown — display names. Choice: each studio's
// usual spelling (brand names, the same in every language).
import type { GameProvider } from "@repo/api-client/endpoints/lucky-bear/games";

export const PROVIDER_NAMES: Readonly<Record<GameProvider, string>> = {
  inbet: "InBet",
  retiger: "ReTiger",
  pg: "PG Soft",
  turbo: "Turbo Games",
  bridge: "Bridge",
  ppgame: "Pragmatic Play",
  imperium: "Imperium",
};

/** GAME_PROVIDERS in its order (the record names each once), without the contract's schemas in the browser's chips. */
export const PROVIDERS = Object.keys(PROVIDER_NAMES) as readonly GameProvider[];

/** A provider the list does not know yet keeps its id as its name. */
export const providerName = (provider: string): string => (PROVIDER_NAMES as Readonly<Record<string, string>>)[provider] ?? provider;

export const isGameProvider = (value: string): value is GameProvider => Object.hasOwn(PROVIDER_NAMES, value);
