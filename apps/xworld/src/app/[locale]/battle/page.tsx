import { BattleScreen } from "@/features/battle/BattleScreen";
import { battleMetadata } from "@/features/battle/battle-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => battleMetadata(params, "battle");

/** Today's battle: enter, the pool, the player's standing (login-required). */
export default async function BattlePage({ params }: Props) {
  return <BattleScreen locale={await enterLocale(params)} />;
}
