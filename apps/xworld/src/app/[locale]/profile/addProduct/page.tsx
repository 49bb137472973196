import { AddGameScreen } from "@/features/profile-games/AddGameScreen";
import { loadGameCatalog } from "@/features/profile-games/load-game-catalog";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => profileMetadata(params, "addProduct");

/** Adding a game to the player's games (login-required; the catalogue's first page read on the server; a static segment beside /profile/[xid]). */
export default async function AddGamePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadGameCatalog);
  return <AddGameScreen locale={locale} first={first} />;
}
