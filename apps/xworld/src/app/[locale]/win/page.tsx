import { BetBoardScreen } from "@/features/win/BetBoardScreen";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "win");

/** The tiger board of the bet game: the round, its countdown, bets and results (Telegram: back asks before closing). */
export default async function WinPage({ params }: Props) {
  return <BetBoardScreen locale={await enterLocale(params)} board="win" />;
}
