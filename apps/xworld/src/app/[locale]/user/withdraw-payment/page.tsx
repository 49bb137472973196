import { ChooseMethodScreen } from "@/features/payment/ChooseMethodScreen";
import { loadChooseMethod } from "@/features/payment/load-choose-method";
import { paymentMetadata, type PaymentRouteProps } from "@/features/payment/payment-pages";
import { readAmountParam, readMethodId, readPayoutCoin, readPayoutFlow } from "@/features/payment/payment-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: PaymentRouteProps) => paymentMetadata(params, "chooseMethod");

/** Which payment method a withdrawal goes to (no loading overlay); it returns to ?back= (default withdrawNew). */
export default async function WithdrawPaymentPage({ params, searchParams }: PaymentRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadChooseMethod);
  const search = await searchParams;
  return (
    <ChooseMethodScreen
      locale={locale}
      back={readPayoutFlow(search) ?? "withdrawNew"}
      coin={readPayoutCoin(search)}
      amount={readAmountParam(search)}
      methodId={readMethodId(search)}
      first={first}
    />
  );
}
