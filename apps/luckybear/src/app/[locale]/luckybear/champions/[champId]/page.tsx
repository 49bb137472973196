import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChampDetailScreen } from "@/features/champions/ChampDetailScreen";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string; champId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Championship`) };
}

/** One championship (login-required by the route rules); a non-numeric id is not found. */
export default async function ChampDetailPage({ params }: Props) {
  const locale = await enterLocale(params);
  const { champId } = await params;
  if (!/^\d{1,9}$/.test(champId)) notFound();
  return <ChampDetailScreen locale={locale} champId={Number(champId)} />;
}
