// The stores of the compete areas (PvP, battles, the bet game, honor, Sud games, partners) and what
// they start with: a few matches between seeded players, and the seeded player's game balances.
import { BattleStore } from "./battle";
import { BitGameStore } from "./bit-game";
import { HonorStore } from "./honor";
import { toMicro } from "./money";
import { PartnerStore } from "./partners";
import { PvpStore } from "./pvp";
import { SudRooms } from "./sud-games";
import type { WalletStore } from "./wallet";

export function createCompeteStores(seed: number, nowSeconds: () => number, wallet: WalletStore, playerId: number, otherIds: readonly number[]) {
  const pvp = new PvpStore(wallet, nowSeconds);
  const other = (index: number) => otherIds[index % otherIds.length] ?? playerId;
  // Matches other players host: two with a free side, one full and waiting for its host.
  pvp.create(other(0), "Friday showdown", "WH", toMicro(50), { red: other(1) });
  pvp.create(other(2), "Quick duel", "USDT", toMicro(2));
  pvp.create(other(3), "Ladder final", "WH", toMicro(100), { red: other(4), blue: other(5) });

  const bitGame = new BitGameStore(seed, wallet, nowSeconds);
  // Money the seeded player moved into the games before.
  bitGame.seedGameBalance(playerId, "win", toMicro(10));
  bitGame.seedGameBalance(playerId, "inbet", toMicro(500));

  return {
    pvp,
    battles: new BattleStore(seed, wallet, () => otherIds, nowSeconds),
    bitGame,
    honor: new HonorStore(seed, otherIds, nowSeconds),
    sudRooms: new SudRooms(nowSeconds),
    partners: new PartnerStore(nowSeconds),
  };
}
