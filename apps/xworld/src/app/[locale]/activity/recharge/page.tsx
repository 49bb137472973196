import { RechargeScreen } from "@/features/wallet/RechargeScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "recharge");

/** How to top up: deposit addresses per chain and the tokens they take (renders before app start). */
export default async function RechargePage({ params }: WalletRouteProps) {
  const locale = await enterLocale(params);
  return <RechargeScreen locale={locale} />;
}
