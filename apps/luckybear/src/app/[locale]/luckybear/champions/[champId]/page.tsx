import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChampDetailScreen } from "@/features/champions/ChampDetailScreen";
import { loadChampDetail } from "@/features/champions/load-champ-detail";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string; champId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Championship`) };
}

/** One championship (login-required by the route rules); a non-numeric id is not found. */
export default async function ChampDetailPage({ params }: Props) {
  const { champId: segment } = await params;
  if (!/^\d{1,9}$/.test(segment)) notFound();
  const champId = Number(segment);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadChampDetail(api, champId));
  return <ChampDetailScreen locale={locale} champId={champId} first={first} />;
}
