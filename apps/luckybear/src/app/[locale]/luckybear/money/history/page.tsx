import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { AssetHistoryScreen } from "@/features/asset-history/AssetHistoryScreen";
import { coinFromQuery } from "@/features/asset-history/asset-history-path";
import { loadAssetHistory } from "@/features/asset-history/load-asset-history";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ coin?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Balance history`) };
}

/** One coin's balance history, ?coin= (login-required as a money page). */
export default async function BalanceHistoryPage({ params, searchParams }: Props) {
  const initialCoin = coinFromQuery((await searchParams).coin);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadAssetHistory(api, initialCoin));
  return <AssetHistoryScreen locale={locale} initialCoin={initialCoin} first={first} />;
}
