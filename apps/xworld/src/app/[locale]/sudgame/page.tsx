import { SudGamesScreen } from "@/features/sudgame/SudGamesScreen";
import { loadSudGames } from "@/features/sudgame/load-sud-games";
import { sudMetadata } from "@/features/sudgame/sud-pages";
import { enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => sudMetadata(params, "list");

/** The Sud party games (login-required, as every /sudgame/* page). */
export default async function SudGamesPage({ params }: Props) {
  const { locale, data } = await enterLocaleLoading(params, (locale) => loadSudGames(serverApi(locale)));
  // loadSudGames does not throw (the games may be missing); a rejection here is a bug, and the browser asks instead.
  const first = data.status === "fulfilled" ? data.value : undefined;
  return <SudGamesScreen locale={locale} first={first} />;
}
