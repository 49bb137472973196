import { loadMyGames } from "@/features/profile-games/load-my-games";
import { SelectGamesScreen } from "@/features/profile-games/SelectGamesScreen";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => profileMetadata(params, "select");

/**
 * Which games the player's profile shows (login-required; the player's games read on the server). A static
 * segment beside /profile/[xid], so Next.js serves this page, not the public profile of a player called "select".
 */
export default async function SelectGamesPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadMyGames);
  return <SelectGamesScreen locale={locale} first={first} />;
}
