import { type DialogRouteProps, exchangePair } from "@/features/dialogs/dialog-pages";
import { ExchangeDialog } from "@/features/dialogs/ExchangeDialog";
import { enterLocale } from "@/platform/app";

/** Opened from a page of the app: the exchange sheet over that page; closing it goes back to it. */
export default async function ExchangeDialogOverPage({ params, searchParams }: DialogRouteProps) {
  return <ExchangeDialog locale={await enterLocale(params)} mode="over" {...await exchangePair(searchParams)} />;
}
