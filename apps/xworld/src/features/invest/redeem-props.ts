import type { InvestHolding } from "@repo/api-client/endpoints/invest";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { formatExact } from "../wallet/format-coin";
import type { RedeemAreaProps } from "./RedeemArea";

/** A holding's redeem: its coin, what a redeem pays (the amount and the term's yield) and whether it is due. */
export function redeemProps(holding: InvestHolding, locale: Locale): RedeemAreaProps & { holdingId: number } {
  return {
    holdingId: holding.holding_id,
    coin: holding.coin_name,
    total: formatExact(fromUnits(unitsOf(holding.amount) + unitsOf(holding.expected_yield)), locale),
    due: holding.status === "due",
  };
}
