// Pet service: the player's pets, feeding and levelling up with the pet coin, the pet draw, and the
// pet game's hunt (three hidden finds drawn from the hunt table × the pet's level; the player picks one).
import { petEndpoints as pet } from "@repo/api-client/endpoints/pet";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { DEV_CODES, fail } from "../../envelope";
import { serveOnce } from "../../idempotent";
import { type Route, serve } from "../../serve";
import { PET_RULES, expToNext, levelUpCostMicro } from "../../state/collectibles";
import { formatMicro } from "../../state/money";
import { userRandom } from "../../state/per-user";
import { paginate } from "../paging";
import { draw, drawConf, pickByWeight } from "./draws";
import { itemView, ownPet } from "./views";

const paid = (micro: number) => ({ coin_name: PET_RULES.coin_name, amount: formatMicro(micro) });

export const petRoutes: Route[] = [
  serve(pet.config, () => ({
    coin_name: PET_RULES.coin_name,
    feed_cost: formatMicro(PET_RULES.feed_cost_micro),
    feed_energy: PET_RULES.feed_energy,
    feed_exp: PET_RULES.feed_exp,
    hunt_energy: PET_RULES.hunt_energy,
    hunt_spots: PET_RULES.hunt_spots,
    reward_coin: PET_RULES.reward_coin,
    hunt_table: PET_RULES.hunt_table.map((row) => ({ amount: formatMicro(row.micro), weight: row.weight })),
    max_level: PET_RULES.max_level,
  })),
  serve(pet.myPets, ({ page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const pets = [...state.collectibles.items.values()]
      .filter((item) => item.owner_id === userId && item.kind === "pet")
      .sort((a, b) => b.level - a.level || a.item_id - b.item_id);
    return paginate(pets.map((item) => itemView(state, item)), page, page_size);
  }),
  serveOnce(pet.feed, ({ pet_id }, context) => {
    const { state } = context;
    const item = ownPet(context, pet_id);
    if (item.pet.energy >= PET_RULES.max_energy) fail(COLLECTIBLE_CODES.FULL, "Your pet is full");
    const userId = context.me().user_id;
    state.wallet.change(userId, PET_RULES.coin_name, -PET_RULES.feed_cost_micro, "pet_feed", item.design.name);
    item.pet.energy = Math.min(PET_RULES.max_energy, item.pet.energy + PET_RULES.feed_energy);
    // Experience stops at what the next level needs (and stays 0 at the top level).
    item.pet.exp = item.level >= PET_RULES.max_level ? 0 : Math.min(expToNext(item.level), item.pet.exp + PET_RULES.feed_exp);
    state.collectibles.record({ item_id: item.item_id, kind: "fed", player_id: userId, amount: { coin_name: PET_RULES.coin_name, micro: PET_RULES.feed_cost_micro }, time: context.nowSeconds() });
    return { pet: itemView(state, item), paid: paid(PET_RULES.feed_cost_micro) };
  }),
  serveOnce(pet.levelUp, ({ pet_id }, context) => {
    const { state } = context;
    const item = ownPet(context, pet_id);
    if (item.level >= PET_RULES.max_level) fail(COLLECTIBLE_CODES.MAX_LEVEL, "Your pet is at the top level");
    if (item.pet.exp < expToNext(item.level)) fail(COLLECTIBLE_CODES.NOT_READY, "Your pet needs more experience: feed it");
    const userId = context.me().user_id;
    const cost = levelUpCostMicro(item.level);
    state.wallet.change(userId, PET_RULES.coin_name, -cost, "pet_level_up", item.design.name);
    item.level += 1;
    item.pet.exp = 0;
    state.collectibles.record({ item_id: item.item_id, kind: "leveled_up", player_id: userId, amount: { coin_name: PET_RULES.coin_name, micro: cost }, time: context.nowSeconds() });
    return { pet: itemView(state, item), paid: paid(cost) };
  }),
  serve(pet.drawConf, (_input, context) => drawConf(context, "pet")),
  serveOnce(pet.draw, ({ use_free }, context) => draw(context, "pet", use_free)),
  serveOnce(pet.hunt, ({ pet_id, spot }, context) => {
    const { state } = context;
    if (!Number.isInteger(spot) || spot < 0 || spot >= PET_RULES.hunt_spots) {
      fail(DEV_CODES.INVALID_PARAMS, "No such spot", { spot: [`0 to ${PET_RULES.hunt_spots - 1}`] });
    }
    const item = ownPet(context, pet_id);
    if (item.pet.energy < PET_RULES.hunt_energy) fail(COLLECTIBLE_CODES.NO_ENERGY, "Your pet is too tired: feed it first");
    const user = context.me();
    const account = state.collectibles.accounts.of(user.user_id);
    const random = userRandom(state.seed, user.user_id, 9_000 + account.hunts);
    account.hunts += 1;
    const spots = Array.from({ length: PET_RULES.hunt_spots }, () => pickByWeight(random, PET_RULES.hunt_table).micro * item.level);
    const found = spots[spot] ?? 0;
    item.pet.energy -= PET_RULES.hunt_energy;
    if (found > 0) state.wallet.change(user.user_id, PET_RULES.reward_coin, found, "pet_hunt", item.design.name);
    const now = context.nowSeconds();
    state.collectibles.record({ item_id: item.item_id, kind: "hunted", player_id: user.user_id, amount: { coin_name: PET_RULES.reward_coin, micro: found }, time: now });
    return {
      hunt_id: state.collectibles.nextDraw(),
      pet: itemView(state, item),
      spot,
      spots: spots.map(formatMicro),
      found: { coin_name: PET_RULES.reward_coin, amount: formatMicro(found) },
      balance: formatMicro(state.wallet.balance(user.user_id, PET_RULES.reward_coin)),
    };
  }),
];
