import { dialogMetadata, type DialogRouteProps } from "@/features/dialogs/dialog-pages";
import { RechargeDialog } from "@/features/dialogs/RechargeDialog";
import { enterLocale } from "@/platform/app";

export const generateMetadata = ({ params }: DialogRouteProps) => dialogMetadata(params, "recharge");

/** Opened from a link: the recharge sheet on its own; closing it leads to the wallet. */
export default async function RechargeDialogPage({ params }: DialogRouteProps) {
  return <RechargeDialog locale={await enterLocale(params)} mode="alone" />;
}
