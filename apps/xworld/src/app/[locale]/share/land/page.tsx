import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import { withLocale } from "@repo/i18n/resolve";
import type { Metadata } from "next";
import { readInviterId } from "@/features/share/invite-link";
import { type LandingData, loadLanding } from "@/features/share/load-landing";
import { ShareLandScreen } from "@/features/share/ShareLandScreen";
import { type SearchParams, selfPath } from "@/features/task/task-query";
import { APP_SCOPES, enterLocale, enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`You are invited`) };
}

/** The invite landing (renders before app start; open to guests). */
export default async function ShareLandPage({ params, searchParams }: Props) {
  const search = await searchParams;
  const inviterId = readInviterId(search);
  // The page texts and the landing's data side by side: a stalled backend costs one server deadline.
  const { locale, data: loaded } = await enterLocaleLoading(params, (locale) => loadLanding(serverApi(locale), inviterId));
  const data: LandingData = loaded.status === "fulfilled" ? loaded.value : { inviterId, inviter: { kind: "failed" }, reward: null };
  return <ShareLandScreen locale={locale} data={data} backUrl={withLocale(selfPath("/share/land", search), locale)} />;
}
