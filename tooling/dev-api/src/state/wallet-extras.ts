// What the wallet keeps besides balances: key fragments, backups, addresses, allowances and the
// records behind the transfer, on-chain and swap histories. (NFTs live in ./collectibles.ts.)
import { PerUser, userRandom } from "./per-user";

export interface TransferRecord {
  id: string;
  user_id: number;
  kind: "offchain_to_onchain" | "onchain_transfer";
  coin_name: string;
  amount_micro: number;
  fee_micro: number;
  chain: string;
  to_address: string;
  status: string;
  time: number;
}

export interface OnchainTxRecord {
  tx_hash: string;
  user_id: number;
  coin_name: string;
  amount_micro: number;
  chain: string;
  direction: "in" | "out";
  from_address: string;
  to_address: string;
  status: string;
  time: number;
}

export interface SwapRecord {
  tx_hash: string;
  user_id: number;
  from_coin: string;
  to_coin: string;
  from_micro: number;
  to_micro: number;
  time: number;
}

export interface WalletExtras {
  frag: string | null;
  shards: Map<number, string>;
  drive: { email: string; file_id: string; backed_up_at: number } | null;
  wallet_addr: string;
  wallet_addr_sol: string;
  invalid: boolean;
  /** vote id → micro XB the vote contract may spend. */
  allowances: Map<number, number>;
}

export function createWalletRecords(seed: number) {
  return {
    extras: new PerUser<WalletExtras>((userId) => {
      const random = userRandom(seed, userId, 1);
      return {
        frag: null,
        shards: new Map(),
        drive: null,
        wallet_addr: `0x${random.hex(40)}`,
        wallet_addr_sol: random.hex(44),
        invalid: false,
        allowances: new Map(),
      };
    }),
    transfers: [] as TransferRecord[],
    onchainTxs: [] as OnchainTxRecord[],
    swaps: [] as SwapRecord[],
  };
}

export type WalletRecords = ReturnType<typeof createWalletRecords>;
