// Test support (not app code): pvp answers shaped like the dev API's.
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";

export function pvpMatch(overrides: Partial<PvpMatch> = {}): PvpMatch {
  return {
    match_id: 7,
    title: "Evening duel",
    host_id: 10002,
    host_name: "host_player",
    coin_name: "WH",
    stake: "40.00",
    fee_bps: 500,
    payout: "76.00",
    status: "open",
    sides: [
      { side: "red", player: { user_id: 10003, username: "red_player" } },
      { side: "blue", player: null },
    ],
    winner_side: null,
    created_at: 1_781_492_400,
    closed_at: null,
    my_side: null,
    my_result: null,
    my_payout: null,
    is_host: false,
    ...overrides,
  };
}

export const pvpConfig = {
  coins: [
    { coin_name: "WH", decimals: 6, min_stake: "10.00", max_stake: "1000.00" },
    { coin_name: "USDT", decimals: 6, min_stake: "0.50", max_stake: "100.00" },
  ],
  fee_bps: 500,
};

/** `user_asset` with these off-chain balances. */
export function assetsAnswer(balances: Record<string, string>) {
  return () => ({ list: Object.entries(balances).map(([coin_name, offchain]) => ({ coin_name, coin_logo: "", offchain, onchain: "0" })) });
}
