// Every wallet call against the running dev API, with the state changes a backend would make.
import { walletEndpoints } from "@repo/api-client/endpoints/wallet";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAllCalled, failure, useSeeded, walletBalance } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
let userId: number;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  expectAllCalled(harness, walletEndpoints);
  await harness.close();
});
beforeEach(async () => {
  await harness.control("reset", {});
  userId = useSeeded(harness).user_id;
});

const otherAddress = () => harness.dev.state.walletRecords.extras.of(10002).wallet_addr;

describe("wallet contract", () => {
  it("keeps the key fragment, shards and the drive backup", async () => {
    const wallet = harness.api.wallet;
    await expect(wallet.getFrag()).resolves.toEqual({ frag: null });
    await wallet.putFrag({ frag: "frag-1" });
    await expect(wallet.getFrag()).resolves.toEqual({ frag: "frag-1" });
    await wallet.putShard({ index: 2, shard: "shard-2" });
    await expect(wallet.getShard({ index: 2 })).resolves.toEqual({ index: 2, shard: "shard-2" });
    await expect(wallet.getShard({ index: 3 })).resolves.toEqual({ index: 3, shard: null });
    await expect(wallet.getGoogleDriveInfo()).resolves.toEqual({ email: null, file_id: null, backed_up_at: null });
    await wallet.putGoogleDriveInfo({ email: "p@gmail.com", file_id: "file-9" });
    await expect(wallet.getGoogleDriveInfo()).resolves.toMatchObject({ email: "p@gmail.com", file_id: "file-9", backed_up_at: expect.any(Number) });
  });

  it("moves money off-chain → on-chain, minus the quoted fee, and shows it in every history", async () => {
    const wallet = harness.api.wallet;
    const quote = await wallet.transferFromOffchainToOnchainFee({ coin_name: "USDT", amount: "10", chain: "TRON" });
    expect(quote).toEqual({ coin_name: "USDT", fee: "0.10", amount_received: "9.90" });
    const before = await wallet.userAsset();
    const result = await wallet.transferFromOffchainToOnchain({ coin_name: "USDT", amount: "10", chain: "TRON" });
    expect(result).toMatchObject({ fee: "0.10", amount_received: "9.90", status: "success" });
    const after = await wallet.userAsset();
    const usdt = (list: typeof before.list) => list.find((row) => row.coin_name === "USDT");
    expect(Number(usdt(after.list)?.offchain)).toBeCloseTo(Number(usdt(before.list)?.offchain) - 10, 6);
    expect(Number(usdt(after.list)?.onchain)).toBeCloseTo(Number(usdt(before.list)?.onchain) + 9.9, 6);
    expect((await wallet.transferHistory({ page: 1, page_size: 20 })).list[0]).toMatchObject({ id: result.order_id, kind: "offchain_to_onchain", amount: "10.00" });
    expect((await wallet.onchainHistory({ page: 1, page_size: 20, coin_name: "USDT" })).list[0]).toMatchObject({ direction: "in", amount: "9.90" });
    expect((await wallet.offchainHistory({ page: 1, page_size: 20, coin_name: "USDT" })).list[0]).toMatchObject({ amount: "-10.00", kind: "to_onchain" });
  });

  it("lists the off-chain records newest first by time, backdated seed records included", async () => {
    const { list, total } = await harness.api.wallet.offchainHistory({ page: 1, page_size: 100 });
    expect(list).toHaveLength(total);
    const times = list.map((entry) => entry.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The invite rewards are booked after the opening balances but happened days earlier.
    expect(list.at(-1)).toMatchObject({ kind: "invite_reward" });
  });

  it("refuses a chain the coin is not on", async () => {
    const error = await failure(harness.api.wallet.transferFromOffchainToOnchain({ coin_name: "XB", amount: "10", chain: "TRON" }));
    expect(error).toMatchObject({ kind: "business", code: 1001, fieldErrors: [{ field: "chain" }] });
  });

  it("sends on-chain to another player, who receives it", async () => {
    const wallet = harness.api.wallet;
    const sent = await wallet.onchainTransfer({ coin_name: "USDT", amount: "5", chain: "TRON", to_address: otherAddress() });
    expect(sent.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(harness.dev.state.onchain.balance(10002, "USDT")).toBe(5_000_000);
    expect((await wallet.transferHistory({ page: 1, page_size: 5 })).list[0]).toMatchObject({ kind: "onchain_transfer", to_address: otherAddress() });
    const error = await failure(wallet.onchainTransfer({ coin_name: "USDT", amount: "500", chain: "TRON", to_address: otherAddress() }));
    expect(error).toMatchObject({ kind: "business", code: 2001, msg: "lack_USDT" });
  });

  it("swaps on-chain and off-chain at the quoted prices", async () => {
    const wallet = harness.api.wallet;
    const swap = await wallet.onchainSwap({ from_coin: "USDT", to_coin: "WH", amount: "1" });
    expect(swap).toMatchObject({ from_amount: "1.00", to_amount: "49.85" });
    expect((await wallet.onchainSwapHistory({ page: 1, page_size: 20 })).list[0]).toMatchObject({ tx_hash: swap.tx_hash, from_coin: "USDT", to_coin: "WH" });
    const xbBefore = await walletBalance(harness, "XB");
    const off = await wallet.offchainSwap({ from_coin: "XB", to_coin: "USDT", amount: "1000" });
    expect(off).toMatchObject({ from_amount: "1000.00", to_amount: "0.997" });
    expect(await walletBalance(harness, "XB")).toBeCloseTo(xbBefore - 1000, 6);
  });

  it("quotes swaps exactly: the fee, then down to the target coin's decimals; more places than the coin has are refused", async () => {
    const wallet = harness.api.wallet;
    // 1.234567 WH is worth 0.02469134 USDT; less 0.3 % is 24.617265… XB, and XB has two decimals.
    await expect(wallet.offchainSwap({ from_coin: "WH", to_coin: "XB", amount: "1.234567" })).resolves.toMatchObject({ from_amount: "1.234567", to_amount: "24.61" });
    expect(await failure(wallet.offchainSwap({ from_coin: "XB", to_coin: "USDT", amount: "10.001" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "amount" }] });
    // 0.000001 USDT is worth 0.000997 XB: nothing at XB's two decimals.
    expect(await failure(wallet.offchainSwap({ from_coin: "USDT", to_coin: "XB", amount: "0.000001" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "amount" }] });
    expect(await failure(wallet.offchainSwap({ from_coin: "KTHER", to_coin: "USDT", amount: "4000" }))).toMatchObject({ code: 2001, msg: "lack_KTHER" });
  });

  it("sends a Solana withdrawal to the player's Solana address", async () => {
    const wallet = harness.api.wallet;
    const [own] = (await wallet.getAllWalletAddr({ user_id: userId })).list;
    await wallet.transferFromOffchainToOnchain({ coin_name: "HAPPY", amount: "50", chain: "SOL" });
    expect((await wallet.transferHistory({ page: 1, page_size: 20 })).list[0]).toMatchObject({ chain: "SOL", to_address: own?.wallet_addr_sol, amount: "50.00", fee: "0.50" });
    expect((await wallet.onchainHistory({ page: 1, page_size: 20, coin_name: "HAPPY" })).list[0]).toMatchObject({ to_address: own?.wallet_addr_sol, amount: "49.50" });
  });

  it("reports totals that agree with the wallet info", async () => {
    const wallet = harness.api.wallet;
    const info = await wallet.getWalletInfo({ str_amount: true });
    await expect(wallet.totalAssetInUsdt()).resolves.toEqual({ total_usdt: info.total_usdt });
    expect((await wallet.userAsset()).list.map((row) => row.coin_name)).toEqual(info.list.map((row) => row.coin_name));
  });

  it("lists chains and token info", async () => {
    const wallet = harness.api.wallet;
    expect((await wallet.getChainList()).list.map((chain) => chain.chain)).toEqual(["TRON", "BSC", "SOL"]);
    await expect(wallet.getTokenInfo({ coin_name: "wh" })).resolves.toMatchObject({ coin_name: "WH", price_usdt: "0.02", chains: ["BSC"] });
  });

  it("updates the Solana address", async () => {
    const wallet = harness.api.wallet;
    const [before] = (await wallet.getAllWalletAddr({ user_id: userId })).list;
    const sol = "So1anaAddre55Dev111111111111111111111111111";
    await wallet.updateWalletAddrSol({ wallet_addr_sol: sol });
    expect((await wallet.getAllWalletAddr({ user_id: userId })).list[0]).toEqual({ ...before, wallet_addr_sol: sol });
    expect(await failure(wallet.updateWalletAddrSol({ wallet_addr_sol: "nope" }))).toMatchObject({ code: 1001 });
    expect(await failure(wallet.getAllWalletAddr({ user_id: 10002 }))).toMatchObject({ code: 1001 });
  });

  it("approves XB for a vote and reads the allowance back", async () => {
    const wallet = harness.api.wallet;
    await expect(wallet.xbvoteQuery({ vote_id: 7 })).resolves.toEqual({ vote_id: 7, allowance: "0.00", staked: "0.00" });
    await expect(wallet.xbvoteApprove({ vote_id: 7, amount: "50" })).resolves.toEqual({ vote_id: 7, allowance: "50.00" });
    await expect(wallet.xbvoteQuery({ vote_id: 7 })).resolves.toEqual({ vote_id: 7, allowance: "50.00", staked: "0.00" });
  });

  it("transfers an NFT once", async () => {
    const wallet = harness.api.wallet;
    await expect(wallet.xbnftTransfer({ nft_id: 1, to_address: otherAddress() })).resolves.toMatchObject({ to_username: harness.dev.state.users.get(10002)?.username });
    expect(harness.dev.state.collectibles.items.get(1)?.owner_id).toBe(10002);
    expect(await failure(wallet.xbnftTransfer({ nft_id: 1, to_address: otherAddress() }))).toMatchObject({ kind: "business", msg: "You do not own this NFT" });
  });

  it("needs a user", async () => {
    harness.logout();
    expect(await failure(harness.api.wallet.getWalletInfo({ str_amount: true }))).toMatchObject({ code: 1004 });
  });
});
