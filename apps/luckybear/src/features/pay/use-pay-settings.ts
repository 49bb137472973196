"use client";
// The browser's read of what the pay forms need (pay-settings.ts): the player's currency (get_country)
// with its limits and quick-pick amounts, and the channels (recharge_conf). For a page the server could
// not read them for (PayRead).
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import { paySettingsOf, type PaySettings } from "./pay-settings";

export type { CurrencyConf, PayChannel, PaySettings } from "./pay-settings";

export type PaySettingsState =
  | { status: "loading" }
  | { status: "error"; retry: () => void; retrying: boolean }
  | { status: "ready"; settings: PaySettings };

export function usePaySettings(): PaySettingsState {
  const conf = useApiQuery(luckyBearMoneyEndpoints.rechargeConf, {});
  const country = useApiQuery(luckyBearLobbyEndpoints.getCountry, {});
  if (conf.data && (country.data || country.isError)) {
    const settings = paySettingsOf(conf.data, country.data?.currency);
    if (settings) return { status: "ready", settings };
  }
  if (conf.isError || (conf.data && !country.isPending)) {
    return { status: "error", retry: () => void conf.refetch(), retrying: conf.isFetching };
  }
  return { status: "loading" };
}
