import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";

/** The battle record page's read as the server made it for the player of the request (null when it failed). */
export interface BattleRecordFirst {
  /** The first page of the battles the player entered, newest first (HISTORY_PAGE_SIZE a page). */
  record: ResponseOf<typeof battleEndpoints.record> | null;
}

/** The signed-in battle record page's first data: the first page of the battles entered. */
export async function loadBattleRecord(api: ApiClient): Promise<BattleRecordFirst> {
  const record = await api.call(battleEndpoints.record, { page: 1, page_size: HISTORY_PAGE_SIZE }).catch(() => null);
  return { record };
}
