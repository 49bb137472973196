import { HonorBoardScreen } from "@/features/honor/HonorBoardScreen";
import { honorMetadata } from "@/features/honor/honor-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => honorMetadata(params, "board");

/** The honor board with the player's own place pinned (login-required, as every /honor/* page). */
export default async function HonorBoardPage({ params }: Props) {
  return <HonorBoardScreen locale={await enterLocale(params)} />;
}
