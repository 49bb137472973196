import { GameMoneyScreen } from "@/features/win/GameMoneyScreen";
import { winMetadata } from "@/features/win/win-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => winMetadata(params, "inbetMoney");

/** Money in and out of the dice board (Telegram back goes to /inbet). */
export default async function InbetMoneyPage({ params }: Props) {
  return <GameMoneyScreen locale={await enterLocale(params)} board="inbet" />;
}
