import { BattleRankScreen } from "@/features/battle/BattleRankScreen";
import { battleMetadata } from "@/features/battle/battle-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => battleMetadata(params, "rank");

/** Today's leaderboard with the player's own row pinned (login-required). */
export default async function BattleRankPage({ params }: Props) {
  return <BattleRankScreen locale={await enterLocale(params)} />;
}
