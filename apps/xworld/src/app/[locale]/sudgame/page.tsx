import { SudGamesScreen } from "@/features/sudgame/SudGamesScreen";
import { sudMetadata } from "@/features/sudgame/sud-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => sudMetadata(params, "list");

/** The Sud party games (login-required, as every /sudgame/* page). */
export default async function SudGamesPage({ params }: Props) {
  return <SudGamesScreen locale={await enterLocale(params)} />;
}
