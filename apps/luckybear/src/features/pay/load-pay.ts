import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import type { PayKind } from "../money/pay-links";

/** The pay page's reads as the server made them for the player of the request (each null when it failed). */
export interface PayFirst {
  /** The currencies, limits, quick amounts and channels. */
  conf: ResponseOf<typeof luckyBearMoneyEndpoints.rechargeConf> | null;
  /** The player's country, whose currency the forms use. */
  country: ResponseOf<typeof luckyBearLobbyEndpoints.getCountry> | null;
  /** Other players' latest withdrawals, on the withdraw tab (null on the recharge tab). */
  recentWithdrawals: ResponseOf<typeof luckyBearLobbyEndpoints.recentWithdrawLogs> | null;
}

/** The signed-in pay page's first data: the pay settings and, to withdraw, the latest withdrawals. */
export async function loadPay(api: ApiClient, kind: PayKind): Promise<PayFirst> {
  const [conf, country, recentWithdrawals] = await Promise.all([
    api.call(luckyBearMoneyEndpoints.rechargeConf, {}).catch(() => null),
    api.call(luckyBearLobbyEndpoints.getCountry, {}).catch(() => null),
    kind === "withdraw" ? api.call(luckyBearLobbyEndpoints.recentWithdrawLogs, {}).catch(() => null) : null,
  ]);
  return { conf, country, recentWithdrawals };
}
