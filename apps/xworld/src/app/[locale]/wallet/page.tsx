import { WalletScreen } from "@/features/wallet/WalletScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "wallet");

/** The wallet (renders before app start: a guest sees what it offers and signs in). */
export default async function WalletPage({ params }: WalletRouteProps) {
  const locale = await enterLocale(params);
  return <WalletScreen locale={locale} />;
}
