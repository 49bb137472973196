import { BuildDialogScreen } from "@/features/dialogs/BuildDialogScreen";
import { dialogMetadata } from "@/features/dialogs/dialog-pages";
import { loadPopup } from "@/features/dialogs/load-popup";
import { readId } from "@/features/task/task-query";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string; popupId: string }> };

export const generateMetadata = ({ params }: Props) => dialogMetadata(params, "popup");

/** A server popup as its own page (renders before app start): read on the server, and again by the browser on every visit. */
export default async function BuildDialogPage({ params }: Props) {
  const popupId = readId((await params).popupId);
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadPopup(serverApi(locale), popupId));
  return <BuildDialogScreen locale={locale} popupId={popupId} first={first} />;
}
