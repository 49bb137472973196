import { BetBoardScreen } from "@/features/win/BetBoardScreen";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "inbet");

/** The dice board of the bet game, with the player's bets (Telegram: back asks before closing). */
export default async function InbetPage({ params }: Props) {
  return <BetBoardScreen locale={await enterLocale(params)} board="inbet" />;
}
