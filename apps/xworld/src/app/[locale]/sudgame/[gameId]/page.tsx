import { loadSudGames } from "@/features/sudgame/load-sud-games";
import { SudGameScreen } from "@/features/sudgame/SudGameScreen";
import { readSudGameId } from "@/features/sudgame/sud-paths";
import { sudMetadata } from "@/features/sudgame/sud-pages";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string; gameId: string }> };

export const generateMetadata = ({ params }: Props) => sudMetadata(params, "game");

/** One Sud game (its card from the public catalogue): played through the native app's startSudGame; elsewhere the page says where to play it. */
export default async function SudGamePage({ params }: Props) {
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadSudGames(serverApi(locale)));
  return <SudGameScreen locale={locale} gameId={readSudGameId((await params).gameId)} first={first} />;
}
