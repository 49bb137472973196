import { BetHistoryScreen } from "@/features/win/BetHistoryScreen";
import { loadBetHistory } from "@/features/win/load-bet-history";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "winHistory");

/** The player's bets on the tiger board (login-required; Telegram back goes to /win). */
export default async function WinHistoryPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadBetHistory(api, "win"));
  return <BetHistoryScreen locale={locale} board="win" first={first} />;
}
