import type { PaymentMethod, PayoutCoin } from "@repo/api-client/endpoints/pay";

/**
 * Where a payout goes and in which coin it starts: the method the address names (from
 * /user/withdraw-payment), else the default, else the first; the address's coin if it can be paid out,
 * else the first. Null when there is no method.
 */
export function payoutChoice(methods: readonly PaymentMethod[], coins: readonly PayoutCoin[], methodId: number | null, coin: string | null) {
  const method = methods.find((entry) => entry.method_id === methodId) ?? methods.find((entry) => entry.is_default) ?? methods[0];
  if (!method) return null;
  return { method, initialCoin: coins.find((entry) => entry.coin_name === coin)?.coin_name ?? coins[0]?.coin_name ?? "" };
}
