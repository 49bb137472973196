import { loadRecharge } from "@/features/wallet/load-recharge";
import { RechargeScreen } from "@/features/wallet/RechargeScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "recharge");

/** How to top up: deposit addresses per chain and the tokens they take (renders before app start; a signed-in player's addresses are in the HTML). */
export default async function RechargePage({ params }: WalletRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadRecharge);
  return <RechargeScreen locale={locale} first={first} />;
}
