import { loadWallet } from "@/features/wallet/load-wallet";
import { WalletScreen } from "@/features/wallet/WalletScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "wallet");

/** The wallet (renders before app start: a guest sees what it offers and signs in; a signed-in player's balances are in the HTML). */
export default async function WalletPage({ params }: WalletRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadWallet);
  return <WalletScreen locale={locale} first={first} />;
}
