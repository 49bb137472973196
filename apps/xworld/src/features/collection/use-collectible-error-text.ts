"use client";
// Readable text for a refused collectibles call (the forms and buttons show it themselves: those calls
// are `meta: { silent: true }`), and the generic handler's text for anything else.
import { useLingui } from "@lingui/react/macro";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useCallback } from "react";
import { BALANCE_LACK_CODE, lackedCoin } from "../wallet/use-wallet-error-text";

export function useCollectibleErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  const otherwise = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!isBusinessError(error)) return otherwise(error);
      const coin = lackedCoin(error) ?? "";
      switch (error.code) {
        case BALANCE_LACK_CODE:
          return coin ? t`Not enough ${coin} for this.` : t`Your balance is too low for this.`;
        case COLLECTIBLE_CODES.NOT_FOUND:
          return t`This item no longer exists.`;
        case COLLECTIBLE_CODES.NO_FREE_CHANCE:
          return t`Your free chance for today is used. A new one comes at midnight (UTC).`;
        case COLLECTIBLE_CODES.OWN_LISTING:
          return t`This is your own listing: you cannot buy it.`;
        case COLLECTIBLE_CODES.LISTING_SOLD:
          return t`Someone else bought this item first.`;
        case COLLECTIBLE_CODES.LISTING_CANCELLED:
          return t`The seller took this item off the market.`;
        case COLLECTIBLE_CODES.ITEM_LISTED:
          return t`This item is on sale. Cancel the listing first.`;
        case COLLECTIBLE_CODES.NOT_OWNER:
          return t`This item is not yours.`;
        case COLLECTIBLE_CODES.NOT_AN_NFT:
          return t`Pets cannot be sent, only NFTs.`;
        case COLLECTIBLE_CODES.NO_ENERGY:
          return t`Your pet is too tired. Feed it first.`;
        case COLLECTIBLE_CODES.NOT_READY:
          return t`Your pet needs more experience. Feed it first.`;
        case COLLECTIBLE_CODES.MAX_LEVEL:
          return t`Your pet is already at the top level.`;
        case COLLECTIBLE_CODES.FULL:
          return t`Your pet is full.`;
        default:
          return otherwise(error);
      }
    },
    [t, otherwise],
  );
}
