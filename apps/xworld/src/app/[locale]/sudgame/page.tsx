import { SudGamesScreen } from "@/features/sudgame/SudGamesScreen";
import { loadSudGames } from "@/features/sudgame/load-sud-games";
import { sudMetadata } from "@/features/sudgame/sud-pages";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => sudMetadata(params, "list");

/** The Sud party games (login-required, as every /sudgame/* page). */
export default async function SudGamesPage({ params }: Props) {
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadSudGames(serverApi(locale)));
  return <SudGamesScreen locale={locale} first={first} />;
}
