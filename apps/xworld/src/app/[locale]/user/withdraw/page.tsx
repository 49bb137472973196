import { loadWithdraw } from "@/features/wallet/load-withdraw";
import { WithdrawScreen } from "@/features/wallet/WithdrawScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readChainParam, readCoinParam } from "@/features/wallet/wallet-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "withdraw");

/** Off-chain → on-chain withdrawal (login-required, no loading overlay; ?coin=&chain= preselect). */
export default async function WithdrawPage({ params, searchParams }: WalletRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadWithdraw);
  const search = await searchParams;
  return <WithdrawScreen locale={locale} coin={readCoinParam(search, "coin")} chain={readChainParam(search)} first={first} />;
}
