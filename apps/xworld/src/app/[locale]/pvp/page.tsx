import { loadPvpLobby } from "@/features/pvp/load-pvp-lobby";
import { PvpLobbyScreen } from "@/features/pvp/PvpLobbyScreen";
import { pvpMetadata } from "@/features/pvp/pvp-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => pvpMetadata(params, "lobby");

/** Open matches and the player's own (login-required; needs app 3.0.6 inside the native app). */
export default async function PvpPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPvpLobby);
  return <PvpLobbyScreen locale={locale} first={first} />;
}
