// Lucky bear money: assets, recharge and withdrawal orders, locked bonuses.
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { DEV_CODES, fail } from "../../envelope";
import { type Route, serve } from "../../serve";
import { serveOnce } from "../../idempotent";
import type { DevState } from "../../state";
import { LUCKYBEAR_COINS, coinByName } from "../../state/coins";
import { CURRENCY_RATES, LB_COIN, type OrderRecord } from "../../state/lucky-bear";
import { MICRO, formatMicro, toMicro } from "../../state/money";
import { parseAmount, recordId } from "../amounts";
import { paginate } from "../paging";
import { caller, completeNewbieAction, pay } from "./common";

const INVITE_RECHARGE_REWARD = toMicro(2);
const MIN_WITHDRAW_USDT = toMicro(1);

/**
 * Channels whose recharge waits for the player to pay: a USDT transfer is paid from the player's
 * wallet (the xworld app), so its order stays "pending" until then. The dev API has no such wallet
 * payment service, so these orders stay pending, and an unpaid one is "cancelled" once
 * RECHARGE_PAY_WINDOW_SECONDS have passed. The other channels' stub provider pays at once.
 */
const PAID_BY_PLAYER_CHANNELS: ReadonlySet<string> = new Set(["usdt"]);
export const RECHARGE_PAY_WINDOW_SECONDS = 30 * 60;

/** An unpaid recharge past its pay window is cancelled (read time is when the backend notices). */
function expireUnpaid(order: OrderRecord, now: number): void {
  if (order.type === "recharge" && order.status === "pending" && now - order.created_at >= RECHARGE_PAY_WINDOW_SECONDS) {
    order.status = "cancelled";
  }
}

function usdtMicroOf(amountMicro: number, currency: string): number {
  const rate = CURRENCY_RATES[currency.toUpperCase()] ?? fail(DEV_CODES.INVALID_PARAMS, "Unsupported currency", { currency: [`One of ${Object.keys(CURRENCY_RATES).join(", ")}`] });
  return Math.floor(amountMicro / rate);
}

function lockedMicro(state: DevState, userId: number): number {
  return state.luckyBear.accounts.of(userId).locks.filter((lock) => !lock.released).reduce((sum, lock) => sum + lock.amount_micro, 0);
}

function addOrder(state: DevState, order: Omit<OrderRecord, "order_id">): OrderRecord {
  const record = { ...order, order_id: recordId(order.type === "recharge" ? "R" : "W", state.luckyBear.nextId()) };
  state.luckyBear.orders.push(record);
  return record;
}

/** A first recharge pays the inviter (and counts on the agent link it came from). */
function rewardInviter(state: DevState, userId: number, usdtMicro: number, now: number): void {
  for (const [inviterId, account] of state.luckyBear.accounts.entries()) {
    const invite = account.invites.find((candidate) => candidate.user_id === userId);
    if (!invite) continue;
    const first = invite.recharged_at === null;
    invite.recharge_micro += usdtMicro;
    invite.recharged_at ??= now;
    if (first) {
      pay(state, inviterId, INVITE_RECHARGE_REWARD, "invite_reward", state.users.get(userId)?.username ?? "");
      const agentLink = account.links.find((candidate) => candidate.id === invite.link_id);
      if (agentLink) agentLink.recharged += 1;
    }
  }
}

export const moneyRoutes: Route[] = [
  serve(lb.assetList, (_input, context) => {
    const { user } = caller(context);
    const list = LUCKYBEAR_COINS.map((coin) => {
      const amount = context.state.wallet.balance(user.user_id, coin.coin_name);
      return {
        coin_name: coin.coin_name,
        coin_logo: coin.coin_logo,
        amount: formatMicro(amount),
        locked: formatMicro(coin.coin_name === LB_COIN ? lockedMicro(context.state, user.user_id) : 0),
        usdt_amount: formatMicro(Math.round((amount * coin.price_micro) / MICRO)),
      };
    });
    const total = list.reduce((sum, row) => sum + toMicro(row.usdt_amount), 0);
    return { list, total_usdt: formatMicro(total) };
  }),
  serve(lb.assetDetail, ({ coin_name, page, page_size }, context) => {
    const { user } = caller(context);
    const coin = coinByName(coin_name);
    if (!coin || coin.brand !== "luckybear") fail(DEV_CODES.INVALID_PARAMS, "Unknown coin", { coin_name: ["Unknown coin"] });
    const name = coin_name.toUpperCase();
    const items = context.state.wallet
      .entries(user.user_id)
      .filter((entry) => entry.coin_name === name)
      .map((entry) => ({
        id: entry.id,
        amount: entry.change_micro < 0 ? `-${formatMicro(-entry.change_micro)}` : formatMicro(entry.change_micro),
        kind: entry.kind,
        memo: entry.memo,
        time: entry.time,
      }));
    return { ...paginate(items, page, page_size), coin_name: name, balance: formatMicro(context.state.wallet.balance(user.user_id, name)) };
  }),
  serveOnce(lb.recharge, ({ amount, currency, channel }, context) => {
    const { user } = caller(context);
    const usdt = usdtMicroOf(parseAmount(amount), currency);
    if (usdt < MICRO) fail(DEV_CODES.INVALID_PARAMS, "Below the minimum recharge", { amount: ["At least 1 USDT"] });
    const now = context.nowSeconds();
    const currencyCode = currency.toUpperCase();
    if (PAID_BY_PLAYER_CHANNELS.has(channel)) {
      const order = addOrder(context.state, { user_id: user.user_id, type: "recharge", amount, currency: currencyCode, usdt_micro: usdt, status: "pending", channel, account: "", created_at: now });
      return { order_id: order.order_id, pay_url: `https://pay.dev.invalid/orders/${order.order_id}`, status: order.status };
    }
    // The dev API has no payment provider: the order is paid at once.
    const order = addOrder(context.state, { user_id: user.user_id, type: "recharge", amount, currency: currencyCode, usdt_micro: usdt, status: "success", channel, account: "", created_at: now });
    pay(context.state, user.user_id, usdt, "recharge", order.order_id);
    completeNewbieAction(context, user, "recharge");
    rewardInviter(context.state, user.user_id, usdt, now);
    return { order_id: order.order_id, pay_url: `https://pay.dev.invalid/orders/${order.order_id}`, status: order.status };
  }),
  serveOnce(lb.withdraw, ({ amount, currency, channel, account }, context) => {
    const { user } = caller(context);
    const usdt = usdtMicroOf(parseAmount(amount), currency);
    if (usdt < MIN_WITHDRAW_USDT) fail(DEV_CODES.INVALID_PARAMS, "Below the minimum withdrawal", { amount: ["At least 1 USDT"] });
    if (!account.trim()) fail(DEV_CODES.INVALID_PARAMS, "Missing payment account", { account: ["Required"] });
    // A short balance is refused before the order exists, so a refused withdrawal leaves no order behind.
    if (context.state.wallet.balance(user.user_id, LB_COIN) < usdt) fail(DEV_CODES.INSUFFICIENT_BALANCE, `lack_${LB_COIN}`);
    const order = addOrder(context.state, { user_id: user.user_id, type: "withdraw", amount, currency: currency.toUpperCase(), usdt_micro: usdt, status: "pending", channel, account, created_at: context.nowSeconds() });
    context.state.wallet.change(user.user_id, LB_COIN, -usdt, "withdraw", order.order_id);
    return { order_id: order.order_id, status: order.status };
  }),
  serve(lb.myOrders, ({ type, page, page_size }, context) => {
    const { user } = caller(context);
    const now = context.nowSeconds();
    const orders = context.state.luckyBear.orders
      .filter((order) => order.user_id === user.user_id && (!type || order.type === type))
      .reverse()
      .map((order) => {
        expireUnpaid(order, now);
        return order;
      })
      .map((order) => ({
        order_id: order.order_id,
        type: order.type,
        amount: order.amount,
        currency: order.currency,
        usdt_amount: formatMicro(order.usdt_micro),
        status: order.status,
        created_at: order.created_at,
      }));
    return paginate(orders, page, page_size);
  }),
  serve(lb.lockedDetail, (_input, context) => {
    const { user, account } = caller(context);
    const now = context.nowSeconds();
    return {
      coin_name: LB_COIN,
      locked_amount: formatMicro(lockedMicro(context.state, user.user_id)),
      list: account.locks
        .filter((lock) => !lock.released)
        .map((lock) => ({ lock_id: lock.lock_id, amount: formatMicro(lock.amount_micro), reason: lock.reason, unlock_at: lock.unlock_at, unlockable: lock.unlock_at <= now })),
    };
  }),
  serveOnce(lb.unlock, ({ lock_id }, context) => {
    const { user, account } = caller(context);
    const lock = account.locks.find((candidate) => candidate.lock_id === lock_id) ?? fail(DEV_CODES.NOT_FOUND, "No such lock");
    if (lock.released) fail(DEV_CODES.ALREADY_DONE, "Already unlocked");
    if (lock.unlock_at > context.nowSeconds()) fail(DEV_CODES.NOT_AVAILABLE, "Not unlockable yet");
    lock.released = true;
    return pay(context.state, user.user_id, lock.amount_micro, "unlock", lock.reason);
  }),
];
