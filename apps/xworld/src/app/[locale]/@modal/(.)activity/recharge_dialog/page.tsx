import { type DialogRouteProps } from "@/features/dialogs/dialog-pages";
import { RechargeDialog } from "@/features/dialogs/RechargeDialog";
import { loadRecharge } from "@/features/wallet/load-recharge";
import { enterLocaleAsPlayer } from "@/platform/app";

/** Opened from a page of the app: the recharge sheet over that page, with the player's data read on the server; closing it goes back to it. */
export default async function RechargeDialogOverPage({ params }: DialogRouteProps) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadRecharge);
  return <RechargeDialog locale={locale} mode="over" first={first} />;
}
