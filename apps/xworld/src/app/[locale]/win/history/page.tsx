import { BetHistoryScreen } from "@/features/win/BetHistoryScreen";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "winHistory");

/** The player's bets on the tiger board (login-required; Telegram back goes to /win). */
export default async function WinHistoryPage({ params }: Props) {
  return <BetHistoryScreen locale={await enterLocale(params)} board="win" />;
}
