"use client";
// What the pay forms need from the API: the player's currency (get_country) with its limits and
// quick-pick amounts, and the channels (recharge_conf).
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { currencyDecimals } from "./currency-digits";

type RechargeConf = ResponseOf<typeof luckyBearMoneyEndpoints.rechargeConf>;
export type CurrencyConf = RechargeConf["currencies"][number] & { decimals: number };
export type PayChannel = RechargeConf["channels"][number];

export interface PaySettings {
  currency: CurrencyConf;
  channels: readonly PayChannel[];
}

export type PaySettingsState =
  | { status: "loading" }
  | { status: "error"; retry: () => void; retrying: boolean }
  | { status: "ready"; settings: PaySettings };

/**
 * The player's currency is their country's (get_country). Spec: not shown — a country whose currency
 * the casino does not take. Choice: the first currency of recharge_conf (the product's default market).
 */
export function pickCurrency(conf: RechargeConf, countryCurrency: string | undefined): CurrencyConf | null {
  const match = conf.currencies.find((entry) => entry.currency === countryCurrency) ?? conf.currencies[0];
  return match ? { ...match, decimals: currencyDecimals(match.currency) } : null;
}

/** The server's answers for the player, when the page has them (`usePlayerFirst`'s `answer`). */
export interface PaySettingsFirst {
  conf?: ServerAnswerOptions<RechargeConf>;
  country?: ServerAnswerOptions<ResponseOf<typeof luckyBearLobbyEndpoints.getCountry>>;
}

export function usePaySettings(first: PaySettingsFirst = {}): PaySettingsState {
  const conf = useApiQuery(luckyBearMoneyEndpoints.rechargeConf, {}, first.conf);
  const country = useApiQuery(luckyBearLobbyEndpoints.getCountry, {}, first.country);
  if (conf.data && (country.data || country.isError)) {
    const currency = pickCurrency(conf.data, country.data?.currency);
    if (currency) return { status: "ready", settings: { currency, channels: conf.data.channels } };
  }
  if (conf.isError || (conf.data && !country.isPending)) {
    return { status: "error", retry: () => void conf.refetch(), retrying: conf.isFetching };
  }
  return { status: "loading" };
}
