import { ExchangeScreen } from "@/features/wallet/ExchangeScreen";
import { loadExchange } from "@/features/wallet/load-exchange";
import { walletMetadata, type WalletRouteProps } from "@/features/wallet/wallet-pages";
import { readCoinParam } from "@/features/wallet/wallet-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: WalletRouteProps) => walletMetadata(params, "exchange");

/** Exchange between off-chain coins (?from=&to= preselect the pair; user info is re-read on open). */
export default async function ExchangePage({ params, searchParams }: WalletRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadExchange);
  const search = await searchParams;
  return <ExchangeScreen locale={locale} from={readCoinParam(search, "from")} to={readCoinParam(search, "to")} first={first} />;
}
