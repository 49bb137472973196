// The coins the dev wallet holds, with a fixed price in USDT.
import { assetPath } from "../assets";

export interface CoinDef {
  coin_name: string;
  /** xworld coins show in the wallet; lucky-bear coins in the casino's asset list. */
  brand: "xworld" | "luckybear";
  coin_logo: string;
  /** Price of one coin in USDT, in micro-USDT. */
  price_micro: number;
  decimals: number;
  chains: string[];
}

const logo = (name: string) => assetPath("coins", name.toLowerCase());

export const COINS: readonly CoinDef[] = [
  { coin_name: "USDT", brand: "xworld", coin_logo: logo("USDT"), price_micro: 1_000_000, decimals: 6, chains: ["TRON", "BSC", "SOL"] },
  { coin_name: "WH", brand: "xworld", coin_logo: logo("WH"), price_micro: 20_000, decimals: 6, chains: ["BSC"] },
  { coin_name: "XB", brand: "xworld", coin_logo: logo("XB"), price_micro: 1_000, decimals: 2, chains: [] },
  { coin_name: "KTHER", brand: "xworld", coin_logo: logo("KTHER"), price_micro: 150_000, decimals: 6, chains: ["BSC"] },
  { coin_name: "KC", brand: "xworld", coin_logo: logo("KC"), price_micro: 10_000, decimals: 6, chains: [] },
  { coin_name: "HAPPY", brand: "xworld", coin_logo: logo("HAPPY"), price_micro: 5_000, decimals: 6, chains: ["SOL"] },
  { coin_name: "LB-USDT", brand: "luckybear", coin_logo: logo("LB-USDT"), price_micro: 1_000_000, decimals: 6, chains: [] },
];

export const XWORLD_COINS = COINS.filter((coin) => coin.brand === "xworld");
export const LUCKYBEAR_COINS = COINS.filter((coin) => coin.brand === "luckybear");

export function coinByName(name: string): CoinDef | undefined {
  return COINS.find((coin) => coin.coin_name === name.toUpperCase());
}
