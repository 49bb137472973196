import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadRewards } from "@/features/rewards/load-rewards";
import { RewardsScreen } from "@/features/rewards/RewardsScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Rewards`) };
}

/** The rewards hub (login-required by the route rules). */
export default async function RewardsPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadRewards);
  return <RewardsScreen locale={locale} first={first} />;
}
