// Balances per user and coin, and the ledger that backs the history calls.
import { DEV_CODES, fail } from "../envelope";
import { COINS, coinByName } from "./coins";

export interface LedgerEntry {
  id: number;
  user_id: number;
  coin_name: string;
  /** Signed micro-units. */
  change_micro: number;
  kind: string;
  memo: string;
  time: number;
}

export class WalletStore {
  private readonly balances = new Map<number, Map<string, number>>();
  readonly ledger: LedgerEntry[] = [];
  private nextEntryId = 1;

  constructor(private readonly now: () => number) {}

  private accountOf(userId: number): Map<string, number> {
    let account = this.balances.get(userId);
    if (!account) {
      account = new Map(COINS.map((coin) => [coin.coin_name, 0]));
      this.balances.set(userId, account);
    }
    return account;
  }

  balance(userId: number, coin: string): number {
    return this.accountOf(userId).get(coin.toUpperCase()) ?? 0;
  }

  coins(userId: number): [string, number][] {
    return [...this.accountOf(userId).entries()];
  }

  /** Adds (or with a negative amount, removes) money; refuses to go below zero. `at`: unix seconds (seeding). */
  change(userId: number, coin: string, changeMicro: number, kind: string, memo = "", at?: number): LedgerEntry {
    const name = coin.toUpperCase();
    if (!coinByName(name)) fail(DEV_CODES.INVALID_PARAMS, `Unknown coin ${coin}`, { coin_name: ["unknown coin"] });
    if (!Number.isFinite(changeMicro)) fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { amount: ["not a number"] });
    const account = this.accountOf(userId);
    const next = (account.get(name) ?? 0) + changeMicro;
    if (next < 0) fail(DEV_CODES.INSUFFICIENT_BALANCE, `lack_${name}`);
    account.set(name, next);
    const entry: LedgerEntry = {
      id: this.nextEntryId++,
      user_id: userId,
      coin_name: name,
      change_micro: changeMicro,
      kind,
      memo,
      time: at ?? Math.floor(this.now() / 1000),
    };
    this.ledger.push(entry);
    return entry;
  }

  entries(userId: number, kinds?: readonly string[]): LedgerEntry[] {
    return this.ledger
      .filter((entry) => entry.user_id === userId && (!kinds || kinds.includes(entry.kind)))
      .sort((a, b) => b.id - a.id);
  }
}
