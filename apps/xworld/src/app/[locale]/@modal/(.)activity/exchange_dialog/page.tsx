import { type DialogRouteProps, exchangePair } from "@/features/dialogs/dialog-pages";
import { ExchangeDialog } from "@/features/dialogs/ExchangeDialog";
import { loadExchange } from "@/features/wallet/load-exchange";
import { enterLocaleAsPlayer } from "@/platform/app";

/** Opened from a page of the app: the exchange sheet over that page, with the player's data read on the server; closing it goes back to it. */
export default async function ExchangeDialogOverPage({ params, searchParams }: DialogRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadExchange);
  return <ExchangeDialog locale={locale} mode="over" {...await exchangePair(searchParams)} first={first} />;
}
