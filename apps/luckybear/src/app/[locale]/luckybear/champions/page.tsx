import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { ChampionsScreen } from "@/features/champions/ChampionsScreen";
import { loadChampions } from "@/features/champions/load-champions";
import { APP_SCOPES, enterLocale, enterLocaleWithFirst, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Championships`) };
}

/** The championships (login-required by the route rules); the list itself is public, so the server fetches it. */
export default async function ChampionsPage({ params }: Props) {
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadChampions(serverApi(locale)));
  return <ChampionsScreen locale={locale} first={first} />;
}
