import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadSpin } from "@/features/spin/load-spin";
import { SpinScreen } from "@/features/spin/SpinScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Lucky wheel`) };
}

/** The lucky wheel (login-required by the route rules). */
export default async function SpinPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadSpin);
  return <SpinScreen locale={locale} first={first} />;
}
