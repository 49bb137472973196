import { GasScreen } from "@/features/wallet/GasScreen";
import { loadGas } from "@/features/wallet/load-gas";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readCoinParam } from "@/features/wallet/wallet-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "gas");

/** Network fees of on-chain moves per chain (?coin= preselects the coin; user info is re-read on open). */
export default async function GasPage({ params, searchParams }: WalletRouteProps) {
  const coin = readCoinParam(await searchParams, "coin");
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadGas(api, coin));
  return <GasScreen locale={locale} coin={coin} first={first} />;
}
