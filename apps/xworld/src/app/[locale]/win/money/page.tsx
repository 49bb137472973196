import { GameMoneyScreen } from "@/features/win/GameMoneyScreen";
import { loadGameMoney } from "@/features/win/load-game-money";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "winMoney");

/** Money in and out of the tiger board (login-required; Telegram back goes to /win). */
export default async function WinMoneyPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadGameMoney(api, "win"));
  return <GameMoneyScreen locale={locale} board="win" first={first} />;
}
