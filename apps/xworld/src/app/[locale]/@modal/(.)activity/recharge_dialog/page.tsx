import { RechargeDialog } from "@/features/dialogs/RechargeDialog";
import { enterLocale } from "@/platform/app";

/** Opened from a page of the app: the recharge sheet over that page; closing it goes back to it. */
export default async function RechargeDialogOverPage({ params }: { params: Promise<{ locale: string }> }) {
  return <RechargeDialog locale={await enterLocale(params)} mode="over" />;
}
