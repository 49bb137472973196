import { GameMoneyScreen } from "@/features/win/GameMoneyScreen";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "winMoney");

/** Money in and out of the tiger board (login-required; Telegram back goes to /win). */
export default async function WinMoneyPage({ params }: Props) {
  return <GameMoneyScreen locale={await enterLocale(params)} board="win" />;
}
