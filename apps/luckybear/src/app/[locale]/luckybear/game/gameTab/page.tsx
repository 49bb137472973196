import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { GameTabScreen } from "@/features/game/GameTabScreen";
import { readGameTabQuery, type SearchParams } from "@/features/game/game-tab-query";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Games`) };
}

/** The game lobby by category (?tab=), provider (?provider=) and search (?q=); open to everyone. */
export default async function GameTabPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  return <GameTabScreen locale={locale} initial={readGameTabQuery(await searchParams)} />;
}
