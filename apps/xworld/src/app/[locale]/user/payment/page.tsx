import { loadPaymentMethods } from "@/features/payment/load-payment-methods";
import { PaymentMethodsScreen } from "@/features/payment/PaymentMethodsScreen";
import { paymentMetadata, type PaymentRouteProps } from "@/features/payment/payment-pages";
import { readPayoutFlow } from "@/features/payment/payment-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: PaymentRouteProps) => paymentMetadata(params, "methods");

/** The player's payment methods (login-required, re-reads user info); ?back= leads back to a payout. */
export default async function PaymentPage({ params, searchParams }: PaymentRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPaymentMethods);
  return <PaymentMethodsScreen locale={locale} back={readPayoutFlow(await searchParams)} first={first} />;
}
