import { AddGameScreen } from "@/features/profile-games/AddGameScreen";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => profileMetadata(params, "addProduct");

/** Adding a game to the player's games (login-required; a static segment beside /profile/[xid]). */
export default async function AddGamePage({ params }: Props) {
  return <AddGameScreen locale={await enterLocale(params)} />;
}
