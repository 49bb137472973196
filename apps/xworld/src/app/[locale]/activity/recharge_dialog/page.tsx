import { dialogMetadata, type DialogRouteProps } from "@/features/dialogs/dialog-pages";
import { RechargeDialog } from "@/features/dialogs/RechargeDialog";
import { loadRecharge } from "@/features/wallet/load-recharge";
import { enterLocaleAsPlayer } from "@/platform/app";

export const generateMetadata = ({ params }: DialogRouteProps) => dialogMetadata(params, "recharge");

/** Opened from a link: the recharge sheet on its own, with the player's first data; closing it leads to the wallet. */
export default async function RechargeDialogPage({ params }: DialogRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadRecharge);
  return <RechargeDialog locale={locale} mode="alone" first={first} />;
}
