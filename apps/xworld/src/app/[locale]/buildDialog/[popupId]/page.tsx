import { BuildDialogScreen } from "@/features/dialogs/BuildDialogScreen";
import { dialogMetadata } from "@/features/dialogs/dialog-pages";
import { readId } from "@/features/task/task-query";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string; popupId: string }> };

export const generateMetadata = ({ params }: Props) => dialogMetadata(params, "popup");

/** A server popup as its own page (renders before app start; popups are read again on every visit). */
export default async function BuildDialogPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <BuildDialogScreen locale={locale} popupId={readId((await params).popupId)} />;
}
