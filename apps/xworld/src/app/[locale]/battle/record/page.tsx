import { BattleRecordScreen } from "@/features/battle/BattleRecordScreen";
import { battleMetadata } from "@/features/battle/battle-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => battleMetadata(params, "record");

/** The battles the player entered (login-required). */
export default async function BattleRecordPage({ params }: Props) {
  return <BattleRecordScreen locale={await enterLocale(params)} />;
}
