import { loadRewardList } from "@/features/reward/load-reward-list";
import { RewardListScreen } from "@/features/reward/RewardListScreen";
import { rewardMetadata } from "@/features/reward/reward-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => rewardMetadata(params, "list");

/** Every reward received, 20 a page (login-required). */
export default async function RewardListPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadRewardList);
  return <RewardListScreen locale={locale} first={first} />;
}
