"use client";
// The main coin on the top of /wallet: the device's choice (the default until it is read after start) and
// its balance, from every coin's balance as the caller formatted it.
import { useCoinChoice } from "./use-coin-choice";

/** `balances`: each coin's formatted balance by coin name. */
export function MainCoinBalance({ balances }: { balances: Readonly<Record<string, string>> }) {
  const { coinType } = useCoinChoice();
  const balance = balances[coinType];
  return (
    <>
      <strong className="rounded-full bg-primary-contrast px-8 py-2 text-12 text-primary">{coinType}</strong>
      {balance === undefined ? null : <span className="ml-auto font-semibold tabular-nums">{balance}</span>}
    </>
  );
}
