import { dialogMetadata, type DialogRouteProps, exchangePair } from "@/features/dialogs/dialog-pages";
import { ExchangeDialog } from "@/features/dialogs/ExchangeDialog";
import { loadExchange } from "@/features/wallet/load-exchange";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: DialogRouteProps) => dialogMetadata(params, "exchange");

/** Opened from a link: the exchange sheet on its own, with the player's first data; closing it leads to the wallet. */
export default async function ExchangeDialogPage({ params, searchParams }: DialogRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadExchange);
  return <ExchangeDialog locale={locale} mode="alone" {...await exchangePair(searchParams)} first={first} />;
}
