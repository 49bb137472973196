// The pay forms' settings from the API's answers: the player's currency (get_country) with its limits
// and quick-pick amounts, and the channels (recharge_conf). No client code: the server picks them too.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { currencyDecimals } from "./currency-digits";

export type RechargeConf = ResponseOf<typeof luckyBearMoneyEndpoints.rechargeConf>;
export type CurrencyConf = RechargeConf["currencies"][number] & { decimals: number };
export type PayChannel = RechargeConf["channels"][number];

export interface PaySettings {
  currency: CurrencyConf;
  channels: readonly PayChannel[];
}

/**
 * The player's currency is their country's (get_country). Spec: not shown — a country whose currency
 * the casino does not take. Choice: the first currency of recharge_conf (the product's default market).
 */
export function pickCurrency(conf: RechargeConf, countryCurrency: string | undefined): CurrencyConf | null {
  const match = conf.currencies.find((entry) => entry.currency === countryCurrency) ?? conf.currencies[0];
  return match ? { ...match, decimals: currencyDecimals(match.currency) } : null;
}

/** The settings from both answers; null when the casino takes no currency. */
export function paySettingsOf(conf: RechargeConf, countryCurrency: string | undefined): PaySettings | null {
  const currency = pickCurrency(conf, countryCurrency);
  return currency ? { currency, channels: conf.channels } : null;
}
