// Every NFT, market, pet and search call against the running dev API, with the state changes a backend
// would make: a draw spends coins (or the day's free chance) and adds an item, a sale moves the item to
// the buyer and the money to the seller, a pet's feed, level-up and hunt move its stats and balances.
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { searchEndpoints } from "@repo/api-client/endpoints/search";
import { COLLECTIBLE_CODES, type Collectible, RARITIES } from "@repo/api-client/schemas/collectibles";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEEDED_TRADER } from "./state/collectibles-seed";
import { SEEDED_USER } from "./state/users";
import { expectAllCalled, failure, loginByPhone, useSeeded, walletBalance } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  for (const group of [nftEndpoints, marketEndpoints, petEndpoints, searchEndpoints]) expectAllCalled(harness, group);
  await harness.close();
});
beforeEach(async () => {
  harness.clock.set(Date.UTC(2026, 5, 15, 3));
  await harness.control("reset", {});
  useSeeded(harness);
});

const api = () => harness.api;
const page = { page: 1, page_size: 50 };
const DAY_MS = 86_400_000;

const asTrader = () => loginByPhone(harness, SEEDED_TRADER.phone);
const asPlayer = () => useSeeded(harness);
/** A brand-new player with no coins and no items. */
const newPlayer = () => loginByPhone(harness, "933000222");
const balance = (coin: string) => walletBalance(harness, coin);

async function myItems(kind?: "nft" | "pet"): Promise<Collectible[]> {
  return (await api().nft.myItems({ ...page, ...(kind ? { kind } : {}) })).list;
}

describe("collection and showcase", () => {
  it("lists the seeded player's NFTs 1–3 and two pets, newest first, with images on the dev API", async () => {
    const items = await myItems();
    expect(items.map((item) => [item.item_id, item.kind])).toEqual([
      [5, "pet"],
      [4, "pet"],
      [3, "nft"],
      [2, "nft"],
      [1, "nft"],
    ]);
    expect(items.every((item) => item.owner?.user_id === SEEDED_USER.user_id && item.image.startsWith(`${harness.url}/static/`))).toBe(true);
    expect((await myItems("pet")).every((item) => item.pet !== null && item.pet.energy <= item.pet.max_energy)).toBe(true);
    expect((await myItems("nft")).every((item) => item.pet === null)).toBe(true);
  });

  it("shows every player's items to a guest, rarest and highest level first", async () => {
    harness.logout();
    const all = await api().nft.showcase(page);
    expect(all.owner).toBeNull();
    expect(all.total).toBeGreaterThan(20);
    const ranks = all.list.map((item) => RARITIES.indexOf(item.rarity));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const pets = await api().nft.showcase({ ...page, kind: "pet" });
    expect(pets.list.every((item) => item.kind === "pet")).toBe(true);
  });

  it("shows one player's showcase with the address NFTs are sent to, and 1002 for nobody", async () => {
    const trader = harness.dev.state.users.find((user) => user.username === SEEDED_TRADER.username);
    const shown = await api().nft.showcase({ ...page, user_id: trader?.user_id ?? 0 });
    expect(shown.owner).toEqual({ user_id: trader?.user_id, username: "dev_trader", wallet_addr: harness.dev.state.walletRecords.extras.of(trader?.user_id ?? 0).wallet_addr });
    expect(shown.list.every((item) => item.owner?.username === "dev_trader")).toBe(true);
    expect(await failure(api().nft.showcase({ ...page, user_id: 99 }))).toMatchObject({ code: COLLECTIBLE_CODES.NOT_FOUND });
  });

  it("gives an item with its history to anyone, and 1002 for an unknown item", async () => {
    harness.logout();
    const detail = await api().nft.itemDetail({ item_id: 1 });
    expect(detail.item).toMatchObject({ item_id: 1, kind: "nft", name: "Neon Alley #1", owner: { username: SEEDED_USER.username } });
    expect(detail.history.map((line) => line.kind)).toEqual(["minted"]);
    expect(await failure(api().nft.itemDetail({ item_id: 9_999 }))).toMatchObject({ code: 1002 });
  });

  it("needs a login for the own collection", async () => {
    harness.logout();
    expect(await failure(api().nft.myItems(page))).toMatchObject({ code: 1004 });
  });
});

describe("the NFT roll and the pet draw", () => {
  it("shows the price, the day's free chance, the odds and the pool", async () => {
    const roll = await api().nft.rollConf({});
    expect(roll).toMatchObject({ price: { coin_name: "XB", amount: "500.00" }, free_chances: 1, next_free_at: null });
    expect(roll.odds.map((row) => row.rarity)).toEqual([...RARITIES]);
    expect(roll.pool.length).toBe(8);
    const draw = await api().pet.drawConf({});
    expect(draw).toMatchObject({ price: { coin_name: "WH", amount: "100.00" }, free_chances: 1 });
  });

  it("rolls for free once a day, then for the price; the item joins the collection", async () => {
    const xb = await balance("XB");
    const free = await api().nft.roll({ use_free: true });
    expect(free).toMatchObject({ paid: null, free_chances_left: 0, item: { kind: "nft", owner: { user_id: SEEDED_USER.user_id } } });
    expect(await balance("XB")).toBe(xb);
    expect(await failure(api().nft.roll({ use_free: true }))).toMatchObject({ code: COLLECTIBLE_CODES.NO_FREE_CHANCE });
    const conf = await api().nft.rollConf({});
    expect(conf).toMatchObject({ free_chances: 0, next_free_at: Math.floor(Date.UTC(2026, 5, 16) / 1000) });

    const paid = await api().nft.roll({ use_free: false });
    expect(paid.paid).toEqual({ coin_name: "XB", amount: "500.00" });
    expect(await balance("XB")).toBe(xb - 500);
    const ids = (await myItems("nft")).map((item) => item.item_id);
    expect(ids.slice(0, 2)).toEqual([paid.item.item_id, free.item.item_id]);
    const history = await api().nft.itemDetail({ item_id: paid.item.item_id });
    expect(history.history[0]).toMatchObject({ kind: "drawn", amount: { coin_name: "XB", amount: "500.00" } });

    harness.clock.advance(DAY_MS);
    expect((await api().nft.rollConf({})).free_chances).toBe(1);
  });

  it("draws a pet at level 1 with full energy, for WH", async () => {
    const wh = await balance("WH");
    const drawn = await api().pet.draw({ use_free: false });
    expect(drawn.item).toMatchObject({ kind: "pet", level: 1, pet: { energy: 100, exp: 0 } });
    expect(await balance("WH")).toBe(wh - 100);
    expect((await api().pet.myPets(page)).list.map((pet) => pet.item_id)).toContain(drawn.item.item_id);
  });

  it("refuses a paid draw without the coins (lack_<COIN>) and adds nothing", async () => {
    await newPlayer();
    expect(await failure(api().pet.draw({ use_free: false }))).toMatchObject({ code: 2001, msg: "lack_WH" });
    expect(await failure(api().nft.roll({ use_free: false }))).toMatchObject({ code: 2001, msg: "lack_XB" });
    expect(await myItems()).toEqual([]);
  });

  it("draws the same item for the same seed, and answers a repeated key with the first draw", async () => {
    const first = await api().pet.draw({ use_free: false, idempotency_key: "draw-key-0001" });
    const again = await api().pet.draw({ use_free: false, idempotency_key: "draw-key-0001" });
    expect(again).toEqual(first);
    expect((await api().pet.myPets(page)).total).toBe(3);
    await harness.control("reset", {});
    asPlayer();
    expect((await api().pet.draw({ use_free: false })).item.name).toBe(first.item.name);
  });

  it("draws rarities by the odds it shows", async () => {
    const trader = await asTrader();
    expect(trader.username).toBe("dev_trader");
    const counts = new Map<string, number>();
    // 50 rolls of 500 XB: the trader's 5000 XB and a top-up of the seeded ledger.
    harness.dev.state.wallet.change(trader.user_id, "XB", 20_000_000_000, "seed", "test top-up");
    for (let index = 0; index < 50; index += 1) {
      const { item } = await api().nft.roll({ use_free: false });
      counts.set(item.rarity, (counts.get(item.rarity) ?? 0) + 1);
    }
    expect(counts.get("common") ?? 0).toBeGreaterThan(counts.get("epic") ?? 0);
    expect(counts.get("common") ?? 0).toBeGreaterThanOrEqual(20);
  });
});

describe("pets", () => {
  it("states how pets work", async () => {
    harness.logout();
    const config = await api().pet.config({});
    expect(config).toMatchObject({ coin_name: "WH", feed_cost: "20.00", feed_energy: 30, feed_exp: 40, hunt_energy: 25, hunt_spots: 3, reward_coin: "HAPPY", max_level: 10 });
    expect(config.hunt_table.reduce((sum, row) => sum + row.weight, 0)).toBe(100);
  });

  it("feeds a pet: energy and experience up, WH down; a full pet is refused", async () => {
    const [owl] = (await myItems("pet")).filter((item) => item.name.startsWith("Frost Owl"));
    if (!owl?.pet) throw new Error("no seeded owl");
    const wh = await balance("WH");
    const fed = await api().pet.feed({ pet_id: owl.item_id });
    expect(fed.paid).toEqual({ coin_name: "WH", amount: "20.00" });
    expect(fed.pet.pet).toMatchObject({ energy: 100, exp: owl.pet.exp + 40 });
    expect(await balance("WH")).toBe(wh - 20);
    expect(await failure(api().pet.feed({ pet_id: owl.item_id }))).toMatchObject({ code: COLLECTIBLE_CODES.FULL });
    expect((await api().nft.itemDetail({ item_id: owl.item_id })).history[0]).toMatchObject({ kind: "fed", amount: { coin_name: "WH", amount: "20.00" } });
  });

  it("levels a pet up once it has the experience, for 50 WH × its level", async () => {
    const fox = (await myItems("pet")).find((item) => item.name.startsWith("Ember Fox"));
    if (!fox?.pet) throw new Error("no seeded fox");
    expect(fox).toMatchObject({ level: 2, pet: { exp: 160, exp_to_next: 200, level_up_cost: "100.00" } });
    expect(await failure(api().pet.levelUp({ pet_id: fox.item_id }))).toMatchObject({ code: COLLECTIBLE_CODES.NOT_READY });
    await api().pet.hunt({ pet_id: fox.item_id, spot: 0 });
    await api().pet.feed({ pet_id: fox.item_id });
    const wh = await balance("WH");
    const up = await api().pet.levelUp({ pet_id: fox.item_id });
    expect(up).toMatchObject({ paid: { coin_name: "WH", amount: "100.00" }, pet: { level: 3, pet: { exp: 0, exp_to_next: 300, level_up_cost: "150.00" } } });
    expect(await balance("WH")).toBe(wh - 100);
  });

  it("hunts: the picked spot's find, by the table × level, is paid in HAPPY and energy goes down", async () => {
    const fox = (await myItems("pet")).find((item) => item.name.startsWith("Ember Fox"));
    if (!fox?.pet) throw new Error("no seeded fox");
    const table = (await api().pet.config({})).hunt_table.map((row) => Number(row.amount) * fox.level);
    const happy = await balance("HAPPY");
    const hunt = await api().pet.hunt({ pet_id: fox.item_id, spot: 2 });
    expect(hunt.spots).toHaveLength(3);
    expect(hunt.spots.every((amount) => table.includes(Number(amount)))).toBe(true);
    expect(hunt.found).toEqual({ coin_name: "HAPPY", amount: hunt.spots[2] });
    expect(Number(hunt.balance)).toBe(happy + Number(hunt.found.amount));
    expect(hunt.pet.pet?.energy).toBe(fox.pet.energy - 25);
    // 80 energy: three hunts, then the pet is too tired.
    await api().pet.hunt({ pet_id: fox.item_id, spot: 0 });
    await api().pet.hunt({ pet_id: fox.item_id, spot: 1 });
    expect(await failure(api().pet.hunt({ pet_id: fox.item_id, spot: 1 }))).toMatchObject({ code: COLLECTIBLE_CODES.NO_ENERGY });
    expect(await failure(api().pet.hunt({ pet_id: fox.item_id, spot: 3 }))).toMatchObject({ code: 1001 });
  });

  it("refuses pet actions on another player's pet and on a pet for sale", async () => {
    expect(await failure(api().pet.feed({ pet_id: 11 }))).toMatchObject({ code: COLLECTIBLE_CODES.NOT_OWNER });
    expect(await failure(api().pet.feed({ pet_id: 1 }))).toMatchObject({ code: 1002 });
    await api().market.list({ item_id: 4, price: "9" });
    expect(await failure(api().pet.hunt({ pet_id: 4, spot: 0 }))).toMatchObject({ code: COLLECTIBLE_CODES.ITEM_LISTED });
  });
});

describe("market", () => {
  it("states its terms and finds listings on sale by word, kind and rarity, sorted", async () => {
    harness.logout();
    await expect(api().market.config({})).resolves.toEqual({ coin_name: "USDT", fee_bps: 250, min_price: "0.10", max_price: "100000.00" });
    const newest = await api().search.marketItems(page);
    expect(newest.total).toBe(10);
    expect(newest.list.every((listing) => listing.status === "on_sale")).toBe(true);
    const listedAt = newest.list.map((listing) => listing.listed_at);
    expect(listedAt).toEqual([...listedAt].sort((a, b) => b - a));
    const cheap = await api().search.marketItems({ ...page, sort: "price_asc" });
    const prices = cheap.list.map((listing) => Number(listing.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await api().search.marketItems({ ...page, sort: "price_desc" })).list[0]?.price).toBe(String(Math.max(...prices).toFixed(2)));
    expect((await api().search.marketItems({ ...page, kind: "pet" })).list.every((listing) => listing.item.kind === "pet")).toBe(true);
    expect((await api().search.marketItems({ ...page, rarity: "epic" })).list.every((listing) => listing.item.rarity === "epic")).toBe(true);
    const found = await api().search.marketItems({ ...page, keyword: "  sky HARBOR " });
    expect(found.list.map((listing) => listing.item.name)).toEqual([expect.stringMatching(/^Sky Harbor #/)]);
    const rare = (await api().search.marketItems({ ...page, sort: "rarity" })).list.map((listing) => RARITIES.indexOf(listing.item.rarity));
    expect(rare).toEqual([...rare].sort((a, b) => b - a));
    const paged = await api().search.marketItems({ page: 2, page_size: 4 });
    expect(paged).toMatchObject({ page: 2, page_size: 4, total: 10 });
    expect(paged.list.map((listing) => listing.listing_id)).toEqual(newest.list.slice(4, 8).map((listing) => listing.listing_id));
  });

  it("lists an own item with the buyer's fee, and refuses a second listing, a bad price and another's item", async () => {
    const listing = await api().market.list({ item_id: 2, price: "12.5" });
    expect(listing).toMatchObject({ status: "on_sale", price: "12.50", fee: "0.3125", total: "12.8125", coin_name: "USDT", seller: { user_id: SEEDED_USER.user_id }, item: { item_id: 2, listing_id: listing.listing_id } });
    expect((await api().market.myListings(page)).list.map((row) => row.listing_id)).toEqual([listing.listing_id]);
    expect((await api().search.marketItems(page)).list[0]?.listing_id).toBe(listing.listing_id);
    expect(await failure(api().market.list({ item_id: 2, price: "13" }))).toMatchObject({ code: COLLECTIBLE_CODES.ITEM_LISTED });
    expect(await failure(api().market.list({ item_id: 3, price: "0.05" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "price" }] });
    expect(await failure(api().market.list({ item_id: 3, price: "100000.01" }))).toMatchObject({ code: 1001 });
    expect(await failure(api().market.list({ item_id: 6, price: "5" }))).toMatchObject({ code: COLLECTIBLE_CODES.NOT_OWNER });
    expect(await failure(api().wallet.xbnftTransfer({ nft_id: 2, to_address: "0x0000000000000000000000000000000000000001" }))).toMatchObject({
      code: COLLECTIBLE_CODES.ITEM_LISTED,
    });
  });

  it("sells: the buyer pays price + fee, the seller gets the price, the item and both histories move", async () => {
    const seller = asPlayer();
    const listing = await api().market.list({ item_id: 3, price: "20" });
    const sellerUsdt = await balance("USDT");
    const buyer = await asTrader();
    const buyerUsdt = await balance("USDT");
    const bought = await api().market.buy({ listing_id: listing.listing_id });
    expect(bought).toMatchObject({ coin_name: "USDT", paid: "20.50", balance: (buyerUsdt - 20.5).toFixed(2), listing: { status: "sold", buyer: { user_id: buyer.user_id }, item: { owner: { user_id: buyer.user_id }, listing_id: null } } });
    expect(await balance("USDT")).toBe(buyerUsdt - 20.5);
    expect((await api().market.history(page)).list[0]).toMatchObject({ side: "bought", amount: "-20.50", price: "20.00", fee: "0.50", counterparty: { user_id: seller.user_id } });
    expect((await myItems("nft")).map((item) => item.item_id)).toContain(3);
    expect(await failure(api().market.buy({ listing_id: listing.listing_id }))).toMatchObject({ code: COLLECTIBLE_CODES.LISTING_SOLD, msg: "This item has already been sold" });

    asPlayer();
    expect(await balance("USDT")).toBe(sellerUsdt + 20);
    expect((await api().market.history({ ...page, side: "sold" })).list).toEqual([expect.objectContaining({ side: "sold", amount: "20.00", counterparty: { user_id: buyer.user_id, username: "dev_trader" } })]);
    expect((await api().market.history({ ...page, side: "bought" })).list).toEqual([]);
    expect((await myItems()).map((item) => item.item_id)).not.toContain(3);
    const detail = await api().market.detail({ listing_id: listing.listing_id });
    expect(detail).toMatchObject({ status: "sold", closed_at: harness.clock.seconds(), buyer: { username: "dev_trader" } });
    expect((await api().nft.itemDetail({ item_id: 3 })).history.map((line) => line.kind).slice(0, 2)).toEqual(["sold", "listed"]);
  });

  it("refuses buying an own item, a withdrawn one, and without the money; cancels only own listings on sale", async () => {
    const listing = await api().market.list({ item_id: 1, price: "3" });
    expect(await failure(api().market.buy({ listing_id: listing.listing_id }))).toMatchObject({ code: COLLECTIBLE_CODES.OWN_LISTING, msg: "You cannot buy your own item" });
    await newPlayer();
    expect(await failure(api().market.buy({ listing_id: listing.listing_id }))).toMatchObject({ code: 2001, msg: "lack_USDT" });
    expect(await failure(api().market.cancel({ listing_id: listing.listing_id }))).toMatchObject({ code: COLLECTIBLE_CODES.NOT_OWNER });
    asPlayer();
    await expect(api().market.cancel({ listing_id: listing.listing_id })).resolves.toMatchObject({ status: "cancelled", item: { listing_id: null } });
    expect(await failure(api().market.cancel({ listing_id: listing.listing_id }))).toMatchObject({ code: COLLECTIBLE_CODES.LISTING_CANCELLED });
    await asTrader();
    expect(await failure(api().market.buy({ listing_id: listing.listing_id }))).toMatchObject({ code: COLLECTIBLE_CODES.LISTING_CANCELLED });
    expect(await failure(api().market.detail({ listing_id: 9_999 }))).toMatchObject({ code: 1002 });
  });

  it("shows the trader's seeded purchase in their history", async () => {
    await asTrader();
    const history = await api().market.history(page);
    expect(history.list).toEqual([expect.objectContaining({ side: "bought", item_kind: "pet", price: "6.00", fee: "0.15", amount: "-6.15" })]);
    expect((await api().market.myListings(page)).total).toBe(6);
  });
});

describe("sending an NFT (wallet xbnft_transfer)", () => {
  let trader: LoginResult;
  beforeEach(async () => {
    trader = await asTrader();
    asPlayer();
  });

  it("gives it to the player of that address, once per attempt key", async () => {
    const address = harness.dev.state.walletRecords.extras.of(trader.user_id).wallet_addr;
    const request = { nft_id: 2, to_address: address, idempotency_key: "send-key-0001" };
    const sent = await api().wallet.xbnftTransfer(request);
    expect(sent).toMatchObject({ to_username: "dev_trader", tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    await expect(api().wallet.xbnftTransfer(request)).resolves.toEqual(sent);
    const detail = await api().nft.itemDetail({ item_id: 2 });
    expect(detail.item.owner).toEqual({ user_id: trader.user_id, username: "dev_trader" });
    expect(detail.history[0]).toMatchObject({ kind: "transferred", player: { user_id: SEEDED_USER.user_id }, counterparty: { user_id: trader.user_id }, to_address: address });
  });

  it("takes it off the platform to an outside address, and refuses pets and the own address", async () => {
    await expect(api().wallet.xbnftTransfer({ nft_id: 1, to_address: "0xabcdefabcdefabcdefabcdefabcdefabcdefabcd" })).resolves.toMatchObject({ to_username: null });
    expect((await api().nft.itemDetail({ item_id: 1 })).item.owner).toBeNull();
    expect(await failure(api().wallet.xbnftTransfer({ nft_id: 4, to_address: "0xabcdefabcdefabcdefabcdefabcdefabcdefabcd" }))).toMatchObject({ code: COLLECTIBLE_CODES.NOT_AN_NFT });
    const own = harness.dev.state.walletRecords.extras.of(SEEDED_USER.user_id).wallet_addr;
    expect(await failure(api().wallet.xbnftTransfer({ nft_id: 3, to_address: own }))).toMatchObject({ code: 1001 });
  });
});
