// Invest service: fixed-term products; a subscription takes the amount off the balance, earns the
// yearly yield by the second for the term, and is redeemed with its yield once the term has ended.
import { investEndpoints as invest } from "@repo/api-client/endpoints/invest";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { type HoldingRecord, INVEST_PRODUCTS, type InvestProductRecord, accruedMicro, expectedYieldMicro, termSeconds } from "../state/invest";
import { formatMicro } from "../state/money";
import { amountMicro, countActivity, walletBalanceText } from "./earn-common";

function productOf(productId: number): InvestProductRecord {
  return INVEST_PRODUCTS.find((product) => product.product_id === productId) ?? fail(DEV_CODES.NOT_FOUND, "This product does not exist");
}

const productItem = (product: InvestProductRecord) => ({
  product_id: product.product_id,
  name: product.name,
  coin_name: product.coin_name,
  decimals: product.decimals,
  term_days: product.term_days,
  apr: product.apr,
  min_amount: formatMicro(product.min_micro),
  max_amount: formatMicro(product.max_micro),
});

function holdingItem(holding: HoldingRecord, now: number) {
  const product = productOf(holding.product_id);
  const endAt = holding.start_at + termSeconds(product);
  return {
    holding_id: holding.holding_id,
    product_id: product.product_id,
    name: product.name,
    coin_name: product.coin_name,
    amount: formatMicro(holding.amount_micro),
    apr: product.apr,
    term_days: product.term_days,
    start_at: holding.start_at,
    end_at: endAt,
    accrued: formatMicro(accruedMicro(product, holding, now)),
    expected_yield: formatMicro(expectedYieldMicro(product, holding.amount_micro)),
    status: holding.redeemed_at !== null ? ("redeemed" as const) : now >= endAt ? ("due" as const) : ("running" as const),
  };
}

function holdingsOf(state: DevState, userId: number): HoldingRecord[] {
  return state.earn.invest.holdings.filter((holding) => holding.user_id === userId);
}

export const investRoutes: Route[] = [
  serve(invest.investProducts, () => ({ list: INVEST_PRODUCTS.map(productItem) })),

  serve(invest.investProduct, ({ product_id }) => productItem(productOf(product_id))),

  serveOnce(invest.investSubscribe, ({ product_id, amount }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const product = productOf(product_id);
    const micro = amountMicro(amount, product.decimals, product.coin_name);
    if (micro < product.min_micro) fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { amount: [`At least ${formatMicro(product.min_micro)} ${product.coin_name}`] });
    if (micro > product.max_micro) fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { amount: [`At most ${formatMicro(product.max_micro)} ${product.coin_name}`] });
    state.wallet.change(userId, product.coin_name, -micro, "invest_subscribe", product.name);
    const holding: HoldingRecord = { holding_id: state.earn.invest.nextId(), user_id: userId, product_id, amount_micro: micro, start_at: nowSeconds(), redeemed_at: null };
    state.earn.invest.holdings.push(holding);
    countActivity(state, userId, "subscriptions");
    return holdingItem(holding, nowSeconds());
  }),

  serve(invest.investHoldings, (_input, { state, me, nowSeconds }) => ({
    list: holdingsOf(state, me().user_id)
      .sort((a, b) => b.start_at - a.start_at || b.holding_id - a.holding_id)
      .map((holding) => holdingItem(holding, nowSeconds())),
  })),

  serveOnce(invest.investRedeem, ({ holding_id }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const holding = holdingsOf(state, userId).find((candidate) => candidate.holding_id === holding_id) ?? fail(DEV_CODES.NOT_FOUND, "This holding does not exist");
    const product = productOf(holding.product_id);
    const now = nowSeconds();
    if (holding.redeemed_at !== null) fail(DEV_CODES.ALREADY_DONE, "You have already redeemed this holding");
    if (now < holding.start_at + termSeconds(product)) fail(DEV_CODES.NOT_AVAILABLE, "This holding is not due yet");
    const gained = expectedYieldMicro(product, holding.amount_micro);
    holding.redeemed_at = now;
    state.wallet.change(userId, product.coin_name, holding.amount_micro + gained, "invest_redeem", product.name);
    state.earn.rewards.record({ user_id: userId, source: "invest", title: product.name, amount_micro: gained, coin_name: product.coin_name });
    return {
      holding_id,
      amount: formatMicro(holding.amount_micro),
      yield: formatMicro(gained),
      coin_name: product.coin_name,
      balance: walletBalanceText(state, userId, product.coin_name),
    };
  }),
];
