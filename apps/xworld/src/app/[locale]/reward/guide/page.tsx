import { loadReward } from "@/features/reward/load-reward";
import { RewardGuideScreen } from "@/features/reward/RewardGuideScreen";
import { rewardMetadata } from "@/features/reward/reward-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => rewardMetadata(params, "guide");

/** How rewards are earned, with the count of the player's rewards waiting read on the server (a guest reads the guide alone). */
export default async function RewardGuidePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadReward);
  return <RewardGuideScreen locale={locale} first={first} />;
}
