import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadPrizes } from "@/features/prizes/load-prizes";
import { PrizesScreen } from "@/features/prizes/PrizesScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Live prizes`) };
}

/** The live prizes (login-required by the route rules). */
export default async function PrizesPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPrizes);
  return <PrizesScreen locale={locale} first={first} />;
}
