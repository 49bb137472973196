// Pay service: payment methods and payouts from the off-chain wallet to one of them.
import { MAX_PAYMENT_METHODS, PAY_CODES, payEndpoints as pay, type PaymentMethod, type PayoutOrder } from "@repo/api-client/endpoints/pay";
import { checkPaymentMethod, maskAccount, type PaymentMethodProblems } from "@repo/api-client/rules/payment-method";
import { payoutFeeUnits } from "@repo/api-client/rules/payout";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type HandlerContext, type Route, serve } from "../serve";
import type { DevState } from "../state";
import { PAYMENT_PROVIDERS, type PaymentMethodRecord, type PayoutRecord } from "../state/account";
import { coinByName } from "../state/coins";
import { formatMicro, toMicro } from "../state/money";
import { parseAmount, recordId } from "./amounts";
import { paginate } from "./paging";

/** Spec: not shown — the coins paid out and their limits. Choice: USDT and WH, with these rules. */
export const PAYOUT_COINS = [
  { coin_name: "USDT", min: "5", max: "500", daily: "1000", fee_bps: 100, fee_min: "0.5", quantities: ["10", "20", "50", "100"] },
  { coin_name: "WH", min: "500", max: "50000", daily: "100000", fee_bps: 200, fee_min: "10", quantities: ["500", "1000", "2000", "5000"] },
] as const;

/** Spec: not shown — how long a payout takes. Choice: the provider confirms it five minutes after it was made. */
export const PAYOUT_SETTLE_SECONDS = 5 * 60;

const DAY = 86_400;

const PROBLEM_TEXT: Record<keyof PaymentMethodProblems, Record<string, string>> = {
  provider: { missing: "Choose a bank or e-wallet", unknown: "Not one of the offered providers" },
  account: { missing: "Required", format: "Not a valid account number" },
  holder_name: { missing: "Required", too_short: "Too short", too_long: "Too long", format: "Letters, spaces and . ' - only" },
};

function toMethod(record: PaymentMethodRecord, defaultId: number | null): PaymentMethod {
  return {
    method_id: record.method_id,
    type: record.type,
    provider: record.provider,
    account_mask: maskAccount(record.account),
    holder_name: record.holder_name,
    is_default: record.method_id === defaultId,
    created_at: record.created_at,
  };
}

const methodsOf = (state: DevState, userId: number) => state.account.paymentMethods.filter((method) => method.user_id === userId);

/** The player's default method id: the one they chose, else the newest. */
function defaultIdOf(state: DevState, userId: number): number | null {
  const chosen = state.account.defaultMethod.get(userId);
  const mine = methodsOf(state, userId);
  if (chosen !== undefined && mine.some((method) => method.method_id === chosen)) return chosen;
  return mine.at(-1)?.method_id ?? null;
}

function ownMethod(context: HandlerContext, methodId: number): PaymentMethodRecord {
  const userId = context.me().user_id;
  return methodsOf(context.state, userId).find((method) => method.method_id === methodId) ?? fail(PAY_CODES.NOT_FOUND, "No such payment method");
}

function coinRule(coinName: string) {
  const rule = PAYOUT_COINS.find((coin) => coin.coin_name === coinName.toUpperCase());
  const coin = coinByName(coinName);
  if (!rule || !coin) return fail(DEV_CODES.INVALID_PARAMS, `${coinName} cannot be paid out`, { coin_name: [`One of ${PAYOUT_COINS.map((entry) => entry.coin_name).join(", ")}`] });
  return { rule, coin };
}

/** Micro-units paid out today (UTC day of the dev API's clock) by the player, in a coin. */
function usedToday(state: DevState, userId: number, coinName: string, now: number): number {
  const dayStart = now - (now % DAY);
  return state.account.payouts
    .filter((payout) => payout.user_id === userId && payout.coin_name === coinName && payout.time >= dayStart)
    .reduce((sum, payout) => sum + payout.amount_micro, 0);
}

function toOrder(record: PayoutRecord, now: number): PayoutOrder {
  return {
    order_id: record.order_id,
    coin_name: record.coin_name,
    amount: formatMicro(record.amount_micro),
    fee: formatMicro(record.fee_micro),
    amount_received: formatMicro(record.amount_micro - record.fee_micro),
    method: record.method,
    status: now - record.time >= PAYOUT_SETTLE_SECONDS ? "paid" : "processing",
    time: record.time,
  };
}

export const payRoutes: Route[] = [
  serve(pay.paymentOptions, () => ({
    list: (Object.keys(PAYMENT_PROVIDERS) as (keyof typeof PAYMENT_PROVIDERS)[]).map((type) => ({ type, providers: [...PAYMENT_PROVIDERS[type]] })),
  })),
  serve(pay.paymentMethods, (_input, { state, me }) => {
    const userId = me().user_id;
    const defaultId = defaultIdOf(state, userId);
    // The default first, then the newest.
    const list = methodsOf(state, userId)
      .map((record) => toMethod(record, defaultId))
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.method_id - a.method_id);
    return { list };
  }),
  serve(pay.addPaymentMethod, (input, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const checked = checkPaymentMethod(input, PAYMENT_PROVIDERS[input.type]);
    if (!checked.ok) {
      const errors = Object.fromEntries(
        Object.entries(checked.problems).map(([field, kind]) => [field, [PROBLEM_TEXT[field as keyof PaymentMethodProblems][kind] ?? kind]]),
      );
      return fail(DEV_CODES.INVALID_PARAMS, "Please correct the payment method", errors);
    }
    const mine = methodsOf(state, userId);
    const { value } = checked;
    if (mine.some((method) => method.type === value.type && method.provider === value.provider && method.account === value.account)) {
      fail(PAY_CODES.DUPLICATE, "This account is already one of your payment methods");
    }
    if (mine.length >= MAX_PAYMENT_METHODS) fail(PAY_CODES.LIMIT_REACHED, `You can keep at most ${MAX_PAYMENT_METHODS} payment methods`);
    const record: PaymentMethodRecord = { method_id: state.account.nextMethodId++, user_id: userId, ...value, created_at: nowSeconds() };
    state.account.paymentMethods.push(record);
    if (input.set_default || mine.length === 0) state.account.defaultMethod.set(userId, record.method_id);
    return toMethod(record, defaultIdOf(state, userId));
  }),
  serve(pay.removePaymentMethod, ({ method_id }, context) => {
    const record = ownMethod(context, method_id);
    const records = context.state.account.paymentMethods;
    records.splice(records.indexOf(record), 1);
    if (context.state.account.defaultMethod.get(record.user_id) === method_id) context.state.account.defaultMethod.delete(record.user_id);
    return { ok: true };
  }),
  serve(pay.setDefaultPaymentMethod, ({ method_id }, context) => {
    const record = ownMethod(context, method_id);
    context.state.account.defaultMethod.set(record.user_id, record.method_id);
    return { ok: true };
  }),
  serve(pay.payoutConfig, (_input, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    return {
      list: PAYOUT_COINS.map((entry) => ({
        coin_name: entry.coin_name,
        decimals: coinByName(entry.coin_name)?.decimals ?? 6,
        min_amount: entry.min,
        max_amount: entry.max,
        daily_limit: entry.daily,
        daily_used: formatMicro(usedToday(state, userId, entry.coin_name, nowSeconds())),
        fee_bps: entry.fee_bps,
        fee_min: entry.fee_min,
        quantities: [...entry.quantities],
      })),
    };
  }),
  serveOnce(pay.payout, ({ coin_name, amount, method_id }, context) => {
    const { state, nowSeconds } = context;
    const userId = context.me().user_id;
    const { rule, coin } = coinRule(coin_name);
    const micro = parseAmount(amount);
    const places = amount.trim().split(".")[1]?.length ?? 0;
    if (places > coin.decimals) fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { amount: [`${coin.coin_name} has ${coin.decimals} decimals`] });
    if (micro < toMicro(rule.min)) fail(DEV_CODES.INVALID_PARAMS, "Amount below the minimum", { amount: [`At least ${rule.min}`] });
    if (micro > toMicro(rule.max)) fail(DEV_CODES.INVALID_PARAMS, "Amount above the maximum", { amount: [`At most ${rule.max}`] });
    const now = nowSeconds();
    if (usedToday(state, userId, coin.coin_name, now) + micro > toMicro(rule.daily)) fail(PAY_CODES.LIMIT_REACHED, "This is more than is left of today's withdrawal limit");
    const method = ownMethod(context, method_id);
    const fee = Number(payoutFeeUnits(BigInt(micro), { decimals: coin.decimals, feeBps: rule.fee_bps, feeMinUnits: BigInt(toMicro(rule.fee_min)) }));
    if (micro <= fee) fail(DEV_CODES.INVALID_PARAMS, "Amount is below the fee", { amount: [`More than ${formatMicro(fee)}`] });
    const mask = maskAccount(method.account);
    // Refuses with 2001 lack_<COIN> when the balance is short; nothing is recorded then.
    state.wallet.change(userId, coin.coin_name, -micro, "payout", `${method.provider} ${mask}`);
    const record: PayoutRecord = {
      order_id: recordId("P", state.account.payouts.length + 1),
      user_id: userId,
      coin_name: coin.coin_name,
      amount_micro: micro,
      fee_micro: fee,
      method: { type: method.type, provider: method.provider, account_mask: mask },
      time: now,
    };
    state.account.payouts.push(record);
    return toOrder(record, now);
  }),
  serve(pay.payoutOrders, ({ page, page_size }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const now = nowSeconds();
    const items = state.account.payouts.filter((payout) => payout.user_id === userId).reverse().map((payout) => toOrder(payout, now));
    return paginate(items, page, page_size);
  }),
];
