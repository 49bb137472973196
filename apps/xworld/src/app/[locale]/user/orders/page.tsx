import { OrdersScreen } from "@/features/wallet/OrdersScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readOrderTab } from "@/features/wallet/wallet-paths";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "orders");

/** Transfers, wallet records and on-chain transactions (login-required, no loading overlay). */
export default async function OrdersPage({ params, searchParams }: WalletRouteProps) {
  const locale = await enterLocale(params);
  return <OrdersScreen locale={locale} tab={readOrderTab(await searchParams)} />;
}
