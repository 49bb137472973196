import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";

/** The country page's reads as the server made them for the player of the request (each null when it failed). */
export interface CountryFirst {
  /** The countries the casino serves, with their currencies. */
  countries: ResponseOf<typeof luckyBearLobbyEndpoints.availableCountries> | null;
  /** The player's country. */
  current: ResponseOf<typeof luckyBearLobbyEndpoints.getCountry> | null;
}

export async function loadCountry(api: ApiClient): Promise<CountryFirst> {
  const [countries, current] = await Promise.all([
    api.call(luckyBearLobbyEndpoints.availableCountries, {}).catch(() => null),
    api.call(luckyBearLobbyEndpoints.getCountry, {}).catch(() => null),
  ]);
  return { countries, current };
}
