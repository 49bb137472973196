import { BetBoardScreen } from "@/features/win/BetBoardScreen";
import { loadBetBoard } from "@/features/win/load-bet-board";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocaleAsViewer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "inbet");

/** The dice board of the bet game, with the player's bets (open to guests; Telegram: back asks before closing). */
export default async function InbetPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsViewer(params, (api, userId) => loadBetBoard(api, "inbet", userId));
  return <BetBoardScreen locale={locale} board="inbet" first={first} />;
}
