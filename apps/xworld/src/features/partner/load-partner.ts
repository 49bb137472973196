import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { partnerEndpoints } from "@repo/api-client/endpoints/partner";
import type { PartnerInfo } from "./partner-rules";

/** The partner page's read as the server made it for the player of the request (null when it failed). */
export interface PartnerFirst {
  /** The program's tiers, the player's application and an approved partner's figures. */
  info: PartnerInfo | null;
}

/** The signed-in partner page's first data: the program and the player's application. */
export async function loadPartner(api: ApiClient): Promise<PartnerFirst> {
  const info = await api.call(partnerEndpoints.info, {}).catch(() => null);
  return { info };
}
