import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { type PvpMatch, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { isBusinessError } from "@repo/api-client/errors";
import { MATCH_MISSING_CODE } from "./pvp-rules";

/** A match's page as the server read it for the player of the request. */
export interface PvpMatchFirst {
  /** Null when the read failed or the match does not exist. */
  match: PvpMatch | null;
  /** The address names no match, or the server said it does not exist. */
  missing: boolean;
}

/** The match of `/pvp/detail?id=` (none asked for without an id). */
export async function loadPvpMatch(api: ApiClient, matchId: number | null): Promise<PvpMatchFirst> {
  if (matchId === null) return { match: null, missing: true };
  try {
    return { match: await api.call(pvpEndpoints.matchDetail, { match_id: matchId }), missing: false };
  } catch (error) {
    return { match: null, missing: isBusinessError(error, MATCH_MISSING_CODE) };
  }
}
