import { GasScreen } from "@/features/wallet/GasScreen";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readCoinParam } from "@/features/wallet/wallet-paths";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "gas");

/** Network fees of on-chain moves per chain (?coin= preselects the coin; user info is re-read on open). */
export default async function GasPage({ params, searchParams }: WalletRouteProps) {
  const locale = await enterLocale(params);
  return <GasScreen locale={locale} coin={readCoinParam(await searchParams, "coin")} />;
}
