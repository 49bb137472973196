import { HoldingsScreen } from "@/features/invest/HoldingsScreen";
import { investMetadata } from "@/features/invest/invest-pages";
import { loadHoldings } from "@/features/invest/load-holdings";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => investMetadata(params, "holdings");

/** The player's holdings: yield so far, redeem when due (login-required). */
export default async function HoldingsPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadHoldings);
  return <HoldingsScreen locale={locale} first={first} />;
}
