import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadLottery } from "@/features/lottery/load-lottery";
import { LotteryScreen } from "@/features/lottery/LotteryScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Free lottery`) };
}

/** The free lottery (login-required by the route rules). */
export default async function LotteryPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadLottery);
  return <LotteryScreen locale={locale} first={first} />;
}
