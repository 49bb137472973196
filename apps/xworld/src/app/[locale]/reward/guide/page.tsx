import { RewardGuideScreen } from "@/features/reward/RewardGuideScreen";
import { rewardMetadata } from "@/features/reward/reward-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => rewardMetadata(params, "guide");

/** How rewards are earned (user info is re-read on open). */
export default async function RewardGuidePage({ params }: Props) {
  const locale = await enterLocale(params);
  return <RewardGuideScreen locale={locale} />;
}
