import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { GameTabView } from "@/features/game/GameTabView";
import type { SearchParams } from "@/features/game/game-tab-query";
import { loadGameTab } from "@/features/game/load-game-tab";
import { readGameTabQuery } from "@/features/game/read-game-tab-query";
import { APP_SCOPES, enterLocale, enterLocaleWithFirst, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Games`) };
}

/**
 * The game lobby by category (?tab=), provider (?provider=) and search (?q=); open to everyone. The
 * listing is public: read on the server as a guest and rendered there; the player's favourites and free
 * spins load in the browser.
 */
export default async function GameTabPage({ params, searchParams }: Props) {
  const query = readGameTabQuery(await searchParams);
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadGameTab(serverApi(locale), query));
  return <GameTabView locale={locale} query={query} first={first} />;
}
