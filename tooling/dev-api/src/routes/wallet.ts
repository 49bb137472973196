// Wallet service: balances, key backups, transfers, swaps and their histories.
import { assetPath } from "../assets";
import { walletEndpoints as wallet } from "@repo/api-client/endpoints/wallet";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { COINS, type CoinDef, XWORLD_COINS, coinByName } from "../state/coins";
import { MICRO, formatMicro } from "../state/money";
import { parseAmount, recordId } from "./amounts";
import { paginate } from "./paging";
import { transferNft } from "./collectibles/transfer";

export const usdtMicroOf = (coinName: string, micro: number) =>
  Math.round((micro * (COINS.find((coin) => coin.coin_name === coinName)?.price_micro ?? 0)) / MICRO);

/** Off-chain and on-chain money of one coin. */
const holdingOf = (state: DevState, userId: number, coin: string) => state.wallet.balance(userId, coin) + state.onchain.balance(userId, coin);

export function walletInfo(state: DevState, userId: number) {
  const list = XWORLD_COINS.map((coin) => {
    const balance = holdingOf(state, userId, coin.coin_name);
    return {
      coin_logo: coin.coin_logo,
      coin_name: coin.coin_name,
      money_all: formatMicro(balance),
      usdt_money_all: formatMicro(usdtMicroOf(coin.coin_name, balance)),
    };
  });
  const total = XWORLD_COINS.reduce((sum, coin) => sum + usdtMicroOf(coin.coin_name, holdingOf(state, userId, coin.coin_name)), 0);
  return { list, total_usdt: formatMicro(total) };
}

const CHAINS = [
  { chain: "TRON", name: "Tron (TRC20)", icon: assetPath("chains", "tron"), native_coin: "TRX" },
  { chain: "BSC", name: "BNB Smart Chain", icon: assetPath("chains", "bsc"), native_coin: "BNB" },
  { chain: "SOL", name: "Solana", icon: assetPath("chains", "sol"), native_coin: "SOL" },
];

function xworldCoin(name: string, field = "coin_name") {
  const coin = coinByName(name);
  if (!coin || coin.brand !== "xworld") return fail(DEV_CODES.INVALID_PARAMS, `Unknown coin ${name}`, { [field]: ["Unknown coin"] });
  return coin;
}

function checkChain(coinName: string, chain: string) {
  const coin = xworldCoin(coinName);
  if (!coin.chains.includes(chain)) fail(DEV_CODES.INVALID_PARAMS, `${coin.coin_name} is not on ${chain}`, { chain: [`Choose one of: ${coin.chains.join(", ") || "none"}`] });
  return coin;
}

/** 1 % of the amount, at least 0.1 of the coin. */
const feeOf = (amountMicro: number) => Math.max(Math.round(amountMicro / 100), MICRO / 10);

/** The swap fee, in basis points of what the coins are worth at the fixed prices (0.3 %). */
export const SWAP_FEE_BPS = 30n;

/**
 * What a swap of `amountMicro` gives: the value at the fixed prices minus the fee, rounded down to the
 * target coin's decimals. Integer arithmetic, so a client that knows the prices (get_token_info) and
 * the fee quotes the same amount to the last unit.
 */
export function swapOutputMicro(amountMicro: number, from: CoinDef, to: CoinDef): number {
  const exact = (BigInt(amountMicro) * BigInt(from.price_micro) * (10_000n - SWAP_FEE_BPS)) / (BigInt(to.price_micro) * 10_000n);
  const step = 10n ** BigInt(Math.max(0, 6 - to.decimals));
  return Number((exact / step) * step);
}

function swapQuote(fromCoin: string, toCoin: string, amount: string) {
  const from = xworldCoin(fromCoin, "from_coin");
  const to = xworldCoin(toCoin, "to_coin");
  if (from.coin_name === to.coin_name) fail(DEV_CODES.INVALID_PARAMS, "Choose two different coins", { to_coin: ["Same as from_coin"] });
  const amountMicro = coinAmount(amount, from);
  const toMicro = swapOutputMicro(amountMicro, from, to);
  if (toMicro <= 0) fail(DEV_CODES.INVALID_PARAMS, "Amount too small", { amount: [`Gives no ${to.coin_name}`] });
  return { from, to, amountMicro, toMicro };
}

/** An amount of a coin: a positive decimal with no more places than the coin has. */
function coinAmount(text: string, coin: CoinDef, field = "amount"): number {
  const micro = parseAmount(text, field);
  const places = text.trim().split(".")[1]?.length ?? 0;
  if (places > coin.decimals) fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { [field]: [`${coin.coin_name} has ${coin.decimals} decimals`] });
  return micro;
}

/** The player's own address on a chain: the Solana one on SOL, the EVM-style one elsewhere. */
function ownAddress(extras: { wallet_addr: string; wallet_addr_sol: string }, chain: string): string {
  return chain === "SOL" ? extras.wallet_addr_sol : extras.wallet_addr;
}

const signed = (micro: number) => (micro < 0 ? `-${formatMicro(-micro)}` : formatMicro(micro));

export const walletRoutes: Route[] = [
  serve(wallet.getWalletInfo, (_input, { state, me }) => walletInfo(state, me().user_id)),
  serve(wallet.getFrag, (_input, { state, me }) => ({ frag: state.walletRecords.extras.of(me().user_id).frag })),
  serve(wallet.putFrag, ({ frag }, { state, me }) => {
    if (!frag.trim()) fail(DEV_CODES.INVALID_PARAMS, "Empty fragment", { frag: ["Required"] });
    state.walletRecords.extras.of(me().user_id).frag = frag;
    return { ok: true };
  }),
  serve(wallet.putShard, ({ index, shard }, { state, me }) => {
    if (!Number.isInteger(index) || index < 0 || index > 9) fail(DEV_CODES.INVALID_PARAMS, "Invalid shard index", { index: ["0 to 9"] });
    state.walletRecords.extras.of(me().user_id).shards.set(index, shard);
    return { ok: true };
  }),
  serve(wallet.getShard, ({ index }, { state, me }) => ({ index, shard: state.walletRecords.extras.of(me().user_id).shards.get(index) ?? null })),
  serve(wallet.getGoogleDriveInfo, (_input, { state, me }) => {
    const drive = state.walletRecords.extras.of(me().user_id).drive;
    return { email: drive?.email ?? null, file_id: drive?.file_id ?? null, backed_up_at: drive?.backed_up_at ?? null };
  }),
  serve(wallet.putGoogleDriveInfo, ({ email, file_id }, { state, me, nowSeconds }) => {
    if (!email.includes("@")) fail(DEV_CODES.INVALID_PARAMS, "Invalid e-mail", { email: ["Enter an e-mail address"] });
    state.walletRecords.extras.of(me().user_id).drive = { email, file_id, backed_up_at: nowSeconds() };
    return { ok: true };
  }),
  serve(wallet.offchainHistory, ({ coin_name, page, page_size }, { state, me }) => {
    // Newest first by when it happened (seeded records are backdated), then by booking order.
    const entries = state.wallet
      .entries(me().user_id)
      .filter((entry) => !coin_name || entry.coin_name === coin_name.toUpperCase())
      .sort((a, b) => b.time - a.time || b.id - a.id);
    const items = entries.map((entry) => ({ id: entry.id, coin_name: entry.coin_name, amount: signed(entry.change_micro), kind: entry.kind, memo: entry.memo, time: entry.time }));
    return paginate(items, page, page_size);
  }),
  serve(wallet.onchainHistory, ({ coin_name, page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const items = state.walletRecords.onchainTxs
      .filter((tx) => tx.user_id === userId && (!coin_name || tx.coin_name === coin_name.toUpperCase()))
      .reverse()
      .map(({ user_id: _user, amount_micro, ...tx }) => ({ ...tx, amount: formatMicro(amount_micro) }));
    return paginate(items, page, page_size);
  }),
  serve(wallet.transferFromOffchainToOnchainFee, ({ coin_name, amount, chain }) => {
    const coin = checkChain(coin_name, chain);
    const micro = coinAmount(amount, coin);
    const fee = feeOf(micro);
    return { coin_name: coin.coin_name, fee: formatMicro(fee), amount_received: formatMicro(Math.max(micro - fee, 0)) };
  }),
  serveOnce(wallet.transferFromOffchainToOnchain, ({ coin_name, amount, chain }, { state, me, nowSeconds }) => {
    const user = me();
    const coin = checkChain(coin_name, chain);
    const micro = coinAmount(amount, coin);
    const fee = feeOf(micro);
    if (micro <= fee) fail(DEV_CODES.INVALID_PARAMS, "Amount is below the fee", { amount: [`More than ${formatMicro(fee)}`] });
    state.wallet.change(user.user_id, coin.coin_name, -micro, "to_onchain", `to ${chain}`);
    state.onchain.change(user.user_id, coin.coin_name, micro - fee, "from_offchain", chain);
    const records = state.walletRecords;
    const id = recordId("T", records.transfers.length + 1);
    const address = ownAddress(records.extras.of(user.user_id), chain);
    records.transfers.push({ id, user_id: user.user_id, kind: "offchain_to_onchain", coin_name: coin.coin_name, amount_micro: micro, fee_micro: fee, chain, to_address: address, status: "success", time: nowSeconds() });
    records.onchainTxs.push({ tx_hash: `0x${state.random.hex(64)}`, user_id: user.user_id, coin_name: coin.coin_name, amount_micro: micro - fee, chain, direction: "in", from_address: "xworld-custody", to_address: address, status: "success", time: nowSeconds() });
    return { order_id: id, fee: formatMicro(fee), amount_received: formatMicro(micro - fee), status: "success" };
  }),
  serveOnce(wallet.onchainTransfer, ({ coin_name, amount, chain, to_address }, { state, me, nowSeconds }) => {
    const user = me();
    const coin = checkChain(coin_name, chain);
    const micro = coinAmount(amount, coin);
    if (to_address.trim().length < 10) fail(DEV_CODES.INVALID_PARAMS, "Invalid address", { to_address: ["Enter a wallet address"] });
    const records = state.walletRecords;
    const from = ownAddress(records.extras.of(user.user_id), chain);
    state.onchain.change(user.user_id, coin.coin_name, -micro, "onchain_transfer", to_address);
    const tx_hash = `0x${state.random.hex(64)}`;
    const time = nowSeconds();
    records.onchainTxs.push({ tx_hash, user_id: user.user_id, coin_name: coin.coin_name, amount_micro: micro, chain, direction: "out", from_address: from, to_address, status: "success", time });
    records.transfers.push({ id: recordId("T", records.transfers.length + 1), user_id: user.user_id, kind: "onchain_transfer", coin_name: coin.coin_name, amount_micro: micro, fee_micro: 0, chain, to_address, status: "success", time });
    // An address of another dev user receives the coins.
    const receiver = [...state.users.byId.values()].find((other) => ownAddress(records.extras.of(other.user_id), chain) === to_address);
    if (receiver) {
      state.onchain.change(receiver.user_id, coin.coin_name, micro, "onchain_receive", from);
      records.onchainTxs.push({ tx_hash, user_id: receiver.user_id, coin_name: coin.coin_name, amount_micro: micro, chain, direction: "in", from_address: from, to_address, status: "success", time });
    }
    return { tx_hash, status: "success" };
  }),
  serveOnce(wallet.onchainSwap, ({ from_coin, to_coin, amount }, { state, me, nowSeconds }) => {
    const user = me();
    const quote = swapQuote(from_coin, to_coin, amount);
    const micro = quote.amountMicro;
    state.onchain.change(user.user_id, quote.from.coin_name, -micro, "onchain_swap", `to ${quote.to.coin_name}`);
    state.onchain.change(user.user_id, quote.to.coin_name, quote.toMicro, "onchain_swap", `from ${quote.from.coin_name}`);
    const tx_hash = `0x${state.random.hex(64)}`;
    state.walletRecords.swaps.push({ tx_hash, user_id: user.user_id, from_coin: quote.from.coin_name, to_coin: quote.to.coin_name, from_micro: micro, to_micro: quote.toMicro, time: nowSeconds() });
    return { tx_hash, from_amount: formatMicro(micro), to_amount: formatMicro(quote.toMicro) };
  }),
  serveOnce(wallet.offchainSwap, ({ from_coin, to_coin, amount }, { state, me }) => {
    const user = me();
    const quote = swapQuote(from_coin, to_coin, amount);
    const micro = quote.amountMicro;
    const out = state.wallet.change(user.user_id, quote.from.coin_name, -micro, "swap", `to ${quote.to.coin_name}`);
    state.wallet.change(user.user_id, quote.to.coin_name, quote.toMicro, "swap", `from ${quote.from.coin_name}`);
    return { order_id: recordId("S", out.id), from_amount: formatMicro(micro), to_amount: formatMicro(quote.toMicro) };
  }),
  serve(wallet.getChainList, () => ({ list: CHAINS })),
  serve(wallet.getTokenInfo, ({ coin_name }) => {
    const coin = xworldCoin(coin_name);
    return { coin_name: coin.coin_name, coin_logo: coin.coin_logo, decimals: coin.decimals, price_usdt: formatMicro(coin.price_micro), chains: coin.chains };
  }),
  serve(wallet.getAllWalletAddr, ({ user_id }, { state, me }) => {
    if (user_id !== me().user_id) fail(DEV_CODES.INVALID_PARAMS, "You can only read your own addresses", { user_id: ["Not the logged-in user"] });
    const { wallet_addr, wallet_addr_sol, invalid } = state.walletRecords.extras.of(user_id);
    return { list: [{ wallet_addr, wallet_addr_sol, invalid }] };
  }),
  serve(wallet.userAsset, (_input, { state, me }) => ({
    list: XWORLD_COINS.map((coin) => ({
      coin_name: coin.coin_name,
      coin_logo: coin.coin_logo,
      offchain: formatMicro(state.wallet.balance(me().user_id, coin.coin_name)),
      onchain: formatMicro(state.onchain.balance(me().user_id, coin.coin_name)),
    })),
  })),
  serve(wallet.totalAssetInUsdt, (_input, { state, me }) => ({ total_usdt: walletInfo(state, me().user_id).total_usdt })),
  serve(wallet.transferHistory, ({ page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const items = state.walletRecords.transfers
      .filter((transfer) => transfer.user_id === userId)
      .reverse()
      .map(({ user_id: _user, amount_micro, fee_micro, ...transfer }) => ({ ...transfer, amount: formatMicro(amount_micro), fee: formatMicro(fee_micro) }));
    return paginate(items, page, page_size);
  }),
  serve(wallet.onchainSwapHistory, ({ page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const items = state.walletRecords.swaps
      .filter((swap) => swap.user_id === userId)
      .reverse()
      .map(({ user_id: _user, from_micro, to_micro, ...swap }) => ({ ...swap, from_amount: formatMicro(from_micro), to_amount: formatMicro(to_micro) }));
    return paginate(items, page, page_size);
  }),
  serve(wallet.xbvoteApprove, ({ vote_id, amount }, { state, me }) => {
    const user = me();
    state.earn.votes.project(vote_id);
    const micro = parseAmount(amount);
    if (state.wallet.balance(user.user_id, "XB") < micro) fail(DEV_CODES.INSUFFICIENT_BALANCE, "lack_XB");
    state.walletRecords.extras.of(user.user_id).allowances.set(vote_id, micro);
    return { vote_id, allowance: formatMicro(micro) };
  }),
  serve(wallet.xbvoteQuery, ({ vote_id }, { state, me }) => ({
    vote_id,
    allowance: formatMicro(state.walletRecords.extras.of(me().user_id).allowances.get(vote_id) ?? 0),
    staked: formatMicro(state.earn.votes.stakedBy(vote_id, me().user_id)),
  })),
  serveOnce(wallet.xbnftTransfer, ({ nft_id, to_address }, context) => transferNft(context, nft_id, to_address)),
  serve(wallet.updateWalletAddrSol, ({ wallet_addr_sol }, { state, me }) => {
    if (!/^[1-9A-HJ-NP-Za-km-z0-9]{32,44}$/.test(wallet_addr_sol)) fail(DEV_CODES.INVALID_PARAMS, "Invalid Solana address", { wallet_addr_sol: ["32 to 44 base58 characters"] });
    state.walletRecords.extras.of(me().user_id).wallet_addr_sol = wallet_addr_sol;
    return { ok: true };
  }),
];
