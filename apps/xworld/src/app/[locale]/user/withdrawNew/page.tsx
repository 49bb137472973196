import { loadPayout } from "@/features/payment/load-payout";
import { PayoutScreen } from "@/features/payment/PayoutScreen";
import { paymentMetadata, type PaymentRouteProps } from "@/features/payment/payment-pages";
import { readAmountParam, readMethodId, readPayoutCoin } from "@/features/payment/payment-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: PaymentRouteProps) => paymentMetadata(params, "withdrawNew");

/** A payout of any amount to a payment method (login-required; ?coin=&amount=&method= from the method choice). */
export default async function WithdrawNewPage({ params, searchParams }: PaymentRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPayout);
  const search = await searchParams;
  return <PayoutScreen locale={locale} flow="withdrawNew" coin={readPayoutCoin(search)} amount={readAmountParam(search)} methodId={readMethodId(search)} first={first} />;
}
