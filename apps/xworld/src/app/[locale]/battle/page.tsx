import { BattleScreen } from "@/features/battle/BattleScreen";
import { battleMetadata } from "@/features/battle/battle-pages";
import { loadBattle } from "@/features/battle/load-battle";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => battleMetadata(params, "battle");

/** Today's battle: enter, the pool, the player's standing (login-required). */
export default async function BattlePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadBattle);
  return <BattleScreen locale={locale} first={first} />;
}
