import { loadPayout } from "@/features/payment/load-payout";
import { PayoutScreen } from "@/features/payment/PayoutScreen";
import { paymentMetadata, type PaymentRouteProps } from "@/features/payment/payment-pages";
import { readAmountParam, readMethodId, readPayoutCoin } from "@/features/payment/payment-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: PaymentRouteProps) => paymentMetadata(params, "withdrawQuantity");

/** A payout of one of the service's fixed amounts (re-reads user info on open). */
export default async function WithdrawQuantityPage({ params, searchParams }: PaymentRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPayout);
  const search = await searchParams;
  return <PayoutScreen locale={locale} flow="withdrawQuantity" coin={readPayoutCoin(search)} amount={readAmountParam(search)} methodId={readMethodId(search)} first={first} />;
}
