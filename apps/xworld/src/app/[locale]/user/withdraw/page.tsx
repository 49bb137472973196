import { WithdrawScreen } from "@/features/wallet/WithdrawScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readChainParam, readCoinParam } from "@/features/wallet/wallet-paths";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "withdraw");

/** Off-chain → on-chain withdrawal (login-required, no loading overlay; ?coin=&chain= preselect). */
export default async function WithdrawPage({ params, searchParams }: WalletRouteProps) {
  const locale = await enterLocale(params);
  const search = await searchParams;
  return <WithdrawScreen locale={locale} coin={readCoinParam(search, "coin")} chain={readChainParam(search)} />;
}
