import { loadOrders } from "@/features/wallet/load-orders";
import { OrdersScreen } from "@/features/wallet/OrdersScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readOrderTab } from "@/features/wallet/wallet-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "orders");

/** Transfers, wallet records and on-chain transactions (login-required, no loading overlay; the first page of the opened tab is in the HTML). */
export default async function OrdersPage({ params, searchParams }: WalletRouteProps) {
  const tab = readOrderTab(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadOrders(api, tab));
  return <OrdersScreen locale={locale} tab={tab} first={first} />;
}
