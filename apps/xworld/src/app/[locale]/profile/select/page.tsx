import { SelectGamesScreen } from "@/features/profile-games/SelectGamesScreen";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => profileMetadata(params, "select");

/**
 * Which games the player's profile shows (login-required). A static segment beside /profile/[xid], so
 * Next.js serves this page, not the public profile of a player called "select".
 */
export default async function SelectGamesPage({ params }: Props) {
  return <SelectGamesScreen locale={await enterLocale(params)} />;
}
