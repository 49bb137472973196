import { loadReward } from "@/features/reward/load-reward";
import { RewardScreen } from "@/features/reward/RewardScreen";
import { rewardMetadata } from "@/features/reward/reward-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => rewardMetadata(params, "rewards");

/** Rewards the player can claim now, each once (login-required). */
export default async function RewardPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadReward);
  return <RewardScreen locale={locale} first={first} />;
}
