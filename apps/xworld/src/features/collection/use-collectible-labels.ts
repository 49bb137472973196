// Readable names of the contract's codes: rarities, kinds and the lines of an item's history. No client code of
// their own: the server-rendered market cards and filters use them too.
import { useLingui } from "@lingui/react/macro";
import type { ItemEvent, ItemKind, Rarity } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { useCallback, useMemo } from "react";
import { formatExact } from "../wallet/format-coin";
import { shortAddress } from "../wallet/addresses";

export function useRarityLabel(): (rarity: Rarity) => string {
  const { t } = useLingui();
  return useMemo(() => {
    const labels: Record<Rarity, string> = { common: t`Common`, rare: t`Rare`, epic: t`Epic`, legendary: t`Legendary` };
    return (rarity: Rarity) => labels[rarity] ?? rarity;
  }, [t]);
}

export function useKindLabel(): (kind: ItemKind) => string {
  const { t } = useLingui();
  return useCallback((kind: ItemKind) => (kind === "pet" ? t`Pet` : t`NFT`), [t]);
}

/** One line of an item's history, e.g. "Sold to dev_trader for 20.00 USDT". */
export function useEventText(locale: Locale): (event: ItemEvent) => string {
  const { t } = useLingui();
  return useCallback(
    (event: ItemEvent) => {
      const player = event.player?.username ?? "--";
      const other = event.counterparty?.username ?? (event.to_address ? shortAddress(event.to_address) : "--");
      const money = event.amount ? `${formatExact(event.amount.amount, locale)} ${event.amount.coin_name}` : "";
      switch (event.kind) {
        case "minted":
          return t`Created for ${player}`;
        case "drawn":
          return money ? t`Drawn by ${player} for ${money}` : t`Drawn by ${player} with a free chance`;
        case "transferred":
          return t`Sent by ${player} to ${other}`;
        case "listed":
          return t`Put on sale by ${player} for ${money}`;
        case "listing_cancelled":
          return t`Taken off the market by ${player}`;
        case "sold":
          return t`Sold by ${player} to ${other} for ${money}`;
        case "fed":
          return t`Fed by ${player} (${money})`;
        case "leveled_up":
          return t`Levelled up by ${player} (${money})`;
        case "hunted":
          return t`Went hunting with ${player} and found ${money}`;
        default:
          return t`Changed by ${player}`;
      }
    },
    [t, locale],
  );
}
