import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";

/** The PvP lobby's read as the server made it for the player of the request (null when it failed). */
export interface PvpLobbyFirst {
  /** The open matches: the tab the lobby opens on. */
  open: ResponseOf<typeof pvpEndpoints.matchList> | null;
}

/** The signed-in PvP lobby's first data: the open matches (the player's own tab asks for its own). */
export async function loadPvpLobby(api: ApiClient): Promise<PvpLobbyFirst> {
  const open = await api.call(pvpEndpoints.matchList, { scope: "open" }).catch(() => null);
  return { open };
}
