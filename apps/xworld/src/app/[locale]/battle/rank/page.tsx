import { BattleRankScreen } from "@/features/battle/BattleRankScreen";
import { battleMetadata } from "@/features/battle/battle-pages";
import { loadBattleRank } from "@/features/battle/load-battle-rank";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => battleMetadata(params, "rank");

/** Today's leaderboard with the player's own row pinned (login-required). */
export default async function BattleRankPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadBattleRank);
  return <BattleRankScreen locale={locale} first={first} />;
}
