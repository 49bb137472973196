import { HonorBoardScreen } from "@/features/honor/HonorBoardScreen";
import { honorMetadata } from "@/features/honor/honor-pages";
import { loadHonorBoard } from "@/features/honor/load-honor-board";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => honorMetadata(params, "board");

/** The honor board with the player's own place pinned (login-required, as every /honor/* page). */
export default async function HonorBoardPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadHonorBoard);
  return <HonorBoardScreen locale={locale} first={first} />;
}
