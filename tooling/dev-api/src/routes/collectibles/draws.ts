// The pet draw and the NFT roll: one free chance per UTC day, otherwise the price; the server draws the
// rarity by DRAW_ODDS and a design of it from a PRNG of (seed, player, draw number).
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import type { ItemKind } from "@repo/api-client/schemas/collectibles";
import { fail } from "../../envelope";
import type { HandlerContext } from "../../serve";
import { DRAW_ODDS, type DrawAccount, NFT_DESIGNS, NFT_ROLL_PRICE, PET_DESIGNS, PET_DRAW_PRICE, imageOf } from "../../state/collectibles";
import { formatMicro } from "../../state/money";
import { userRandom } from "../../state/per-user";
import type { Random } from "../../prng";
import { itemView } from "./views";

const DAY = 86_400;
const utcDay = (seconds: number) => Math.floor(seconds / DAY);

const TERMS = {
  pet: { price: PET_DRAW_PRICE, designs: PET_DESIGNS, freeDay: "free_pet_day", ledger: "pet_draw" },
  nft: { price: NFT_ROLL_PRICE, designs: NFT_DESIGNS, freeDay: "free_roll_day", ledger: "nft_roll" },
} as const satisfies Record<ItemKind, { freeDay: keyof DrawAccount; [key: string]: unknown }>;

const freeChances = (account: DrawAccount, kind: ItemKind, now: number) => (account[TERMS[kind].freeDay] === utcDay(now) ? 0 : 1);

export function drawConf(context: HandlerContext, kind: ItemKind) {
  const account = context.state.collectibles.accounts.of(context.me().user_id);
  const now = context.nowSeconds();
  const chances = freeChances(account, kind, now);
  const { price, designs } = TERMS[kind];
  return {
    price: { coin_name: price.coin_name, amount: formatMicro(price.micro) },
    free_chances: chances,
    next_free_at: chances > 0 ? null : (utcDay(now) + 1) * DAY,
    odds: DRAW_ODDS.map(({ rarity, weight }) => ({ rarity, weight })),
    pool: designs.map((design) => ({ name: design.name, image: imageOf(kind, design), rarity: design.rarity })),
  };
}

/** A rarity by the odds' weights. */
export function pickByWeight<T extends { weight: number }>(random: Random, table: readonly T[]): T {
  const total = table.reduce((sum, row) => sum + row.weight, 0);
  let roll = random.next() * total;
  for (const row of table) {
    roll -= row.weight;
    if (roll < 0) return row;
  }
  const last = table.at(-1);
  if (!last) throw new Error("empty table");
  return last;
}

export function draw(context: HandlerContext, kind: ItemKind, useFree: boolean) {
  const { state } = context;
  const user = context.me();
  const store = state.collectibles;
  const account = store.accounts.of(user.user_id);
  const now = context.nowSeconds();
  const terms = TERMS[kind];
  if (useFree) {
    if (freeChances(account, kind, now) <= 0) fail(COLLECTIBLE_CODES.NO_FREE_CHANCE, "No free draw left today");
    account[terms.freeDay] = utcDay(now);
  } else {
    // Refused with lack_<COIN> (2001) before anything is drawn.
    state.wallet.change(user.user_id, terms.price.coin_name, -terms.price.micro, terms.ledger, kind === "pet" ? "Pet draw" : "NFT roll");
  }
  const random = userRandom(state.seed, user.user_id, 5_000 + account.draws);
  account.draws += 1;
  const { rarity } = pickByWeight(random, DRAW_ODDS);
  const design = random.pick(terms.designs.filter((candidate) => candidate.rarity === rarity));
  const item = store.addItem({ kind, design, level: kind === "pet" ? 1 : random.int(1, 3), owner_id: user.user_id, obtained_at: now });
  store.record({ item_id: item.item_id, kind: "drawn", player_id: user.user_id, ...(useFree ? {} : { amount: { coin_name: terms.price.coin_name, micro: terms.price.micro } }), time: now });
  return {
    draw_id: store.nextDraw(),
    item: itemView(state, item),
    paid: useFree ? null : { coin_name: terms.price.coin_name, amount: formatMicro(terms.price.micro) },
    free_chances_left: freeChances(account, kind, now),
  };
}
