import { SudGameScreen } from "@/features/sudgame/SudGameScreen";
import { readSudGameId } from "@/features/sudgame/sud-paths";
import { sudMetadata } from "@/features/sudgame/sud-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string; gameId: string }> };

export const generateMetadata = ({ params }: Props) => sudMetadata(params, "game");

/** One Sud game: played through the native app's startSudGame; elsewhere the page says where to play it. */
export default async function SudGamePage({ params }: Props) {
  const locale = await enterLocale(params);
  return <SudGameScreen locale={locale} gameId={readSudGameId((await params).gameId)} />;
}
