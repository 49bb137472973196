import { BuildDialogScreen } from "@/features/dialogs/BuildDialogScreen";
import { dialogMetadata } from "@/features/dialogs/dialog-pages";
import { loadPopup } from "@/features/dialogs/load-popup";
import { readId } from "@/features/task/task-query";
import { enterLocaleAsViewer } from "@/platform/app";

type Props = { params: Promise<{ locale: string; popupId: string }> };

export const generateMetadata = ({ params }: Props) => dialogMetadata(params, "popup");

/** A server popup as its own page (renders before app start): read on the server as the cookies' player or a guest, and rendered there. */
export default async function BuildDialogPage({ params }: Props) {
  const popupId = readId((await params).popupId);
  const { locale, first } = await enterLocaleAsViewer(params, (api) => loadPopup(api, popupId));
  return <BuildDialogScreen locale={locale} popupId={popupId} first={first} />;
}
