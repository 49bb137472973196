import { RewardScreen } from "@/features/reward/RewardScreen";
import { rewardMetadata } from "@/features/reward/reward-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => rewardMetadata(params, "rewards");

/** Rewards the player can claim now, each once (login-required). */
export default async function RewardPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <RewardScreen locale={locale} />;
}
