// Wallet addresses per chain: the player's own (get_all_wallet_addr) and another one a player types.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";

export type WalletAddressItem = ResponseOf<typeof walletReadEndpoints.getAllWalletAddr>["list"][number];

/**
 * Spec: not shown — which address of the item serves which chain. Choice: `wallet_addr_sol` on Solana
 * (SOL), `wallet_addr` (one key, EVM-style) on every other chain. Null when the player has none there.
 */
export function ownAddressFor(chain: string, items: readonly WalletAddressItem[] | undefined): string | null {
  const item = items?.[0];
  if (!item) return null;
  const address = chain === "SOL" ? item.wallet_addr_sol : item.wallet_addr;
  return address.trim() === "" ? null : address;
}

/** True when the API flagged the player's addresses as unusable (the wallet must be recreated). */
export function ownAddressInvalid(items: readonly WalletAddressItem[] | undefined): boolean {
  return items?.[0]?.invalid ?? false;
}

const BASE58 = "[1-9A-HJ-NP-Za-km-z]";

/** Spec: not shown — address formats. Choice: each chain's usual form; other chains any 10–128 visible characters. */
export const ADDRESS_FORMATS: Readonly<Record<string, RegExp>> = {
  TRON: new RegExp(`^T${BASE58}{33}$`),
  BSC: /^0x[0-9a-fA-F]{40}$/,
  SOL: new RegExp(`^${BASE58}{32,44}$`),
};
const ANY_ADDRESS = /^[\x21-\x7e]{10,128}$/;

export type AddressCheck = { ok: true; address: string } | { ok: false; problem: "empty" | "format" };

export function checkAddress(chain: string, text: string): AddressCheck {
  const address = text.trim();
  if (address === "") return { ok: false, problem: "empty" };
  const format = ADDRESS_FORMATS[chain] ?? ANY_ADDRESS;
  return format.test(address) ? { ok: true, address } : { ok: false, problem: "format" };
}

/** "0x1234…cdef": the start and end of a long address, for tight rows. */
export function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
