import { GameMoneyScreen } from "@/features/win/GameMoneyScreen";
import { loadGameMoney } from "@/features/win/load-game-money";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "inbetMoney");

/** Money in and out of the dice board (Telegram back goes to /inbet). */
export default async function InbetMoneyPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadGameMoney(api, "inbet"));
  return <GameMoneyScreen locale={locale} board="inbet" first={first} />;
}
