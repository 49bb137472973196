import { dialogMetadata, type DialogRouteProps, exchangePair } from "@/features/dialogs/dialog-pages";
import { ExchangeDialog } from "@/features/dialogs/ExchangeDialog";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: DialogRouteProps) => dialogMetadata(params, "exchange");

/** Opened from a link: the exchange sheet on its own; closing it leads to the wallet. */
export default async function ExchangeDialogPage({ params, searchParams }: DialogRouteProps) {
  return <ExchangeDialog locale={await enterLocale(params)} mode="alone" {...await exchangePair(searchParams)} />;
}
