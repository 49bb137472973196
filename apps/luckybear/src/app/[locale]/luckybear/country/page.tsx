import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { CountryScreen } from "@/features/country/CountryScreen";
import { loadCountry } from "@/features/country/load-country";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Country`) };
}

/** The player's country and currency (login-required by the route rules). */
export default async function CountryPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadCountry);
  return <CountryScreen locale={locale} first={first} />;
}
