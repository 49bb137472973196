import { BetBoardScreen } from "@/features/win/BetBoardScreen";
import { loadBetBoard } from "@/features/win/load-bet-board";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "win");

/** The tiger board of the bet game: the round, its countdown, bets and results (login-required; Telegram: back asks before closing). */
export default async function WinPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api, userId) => loadBetBoard(api, "win", userId));
  return <BetBoardScreen locale={locale} board="win" first={first} />;
}
