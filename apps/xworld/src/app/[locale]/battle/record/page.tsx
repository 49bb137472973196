import { BattleRecordScreen } from "@/features/battle/BattleRecordScreen";
import { battleMetadata } from "@/features/battle/battle-pages";
import { loadBattleRecord } from "@/features/battle/load-battle-record";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => battleMetadata(params, "record");

/** The battles the player entered, 20 a page (login-required). */
export default async function BattleRecordPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadBattleRecord);
  return <BattleRecordScreen locale={locale} first={first} />;
}
