import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadMoney } from "@/features/money/load-money";
import { MoneyScreen } from "@/features/money/MoneyScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`My wallet`) };
}

/** The casino balances (login-required: app start sends a signed-out visitor to login). */
export default async function MoneyPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadMoney);
  return <MoneyScreen locale={locale} first={first} />;
}
