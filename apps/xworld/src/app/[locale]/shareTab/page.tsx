import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadShare } from "@/features/share/load-share";
import { ShareTabScreen } from "@/features/share/ShareScreen";
import { readShareTab } from "@/features/share/share-tabs";
import { firstParam, type SearchParams } from "@/features/task/task-query";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Invite friends`) };
}

/** The tabbed variant of /share (?tab=invite|rewards|friends). */
export default async function ShareTabPage({ params, searchParams }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadShare);
  const tab = readShareTab(firstParam(await searchParams, "tab"));
  return <ShareTabScreen locale={locale} initialTab={tab} first={first} />;
}
