import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { DownloadScreen } from "@/features/download/DownloadScreen";
import { loadDownloads } from "@/features/download/load-downloads";
import { APP_SCOPES, enterLocale, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Get the app`) };
}

/** Where to download the app, per platform (exempt from login, unlike the other /task pages), read on the server. */
export default async function DownloadPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <DownloadScreen locale={locale} first={await loadDownloads(serverApi(locale))} />;
}
