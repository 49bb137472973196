// The pet draw's calls (/petV2/draw), or the NFT roll's (/rollnft), and its price as the page shows it.
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import type { DrawConf } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { formatExact } from "../wallet/format-coin";

export type DrawKind = "pet" | "nft";

export const DRAW_CALLS = {
  pet: { conf: petEndpoints.drawConf, draw: petEndpoints.draw },
  nft: { conf: nftEndpoints.rollConf, draw: nftEndpoints.roll },
} as const;

/** The price as the page shows it ("100.00 WH"). */
export function drawCost(conf: Pick<DrawConf, "price">, locale: Locale): string {
  return `${formatExact(conf.price.amount, locale)} ${conf.price.coin_name}`;
}
