import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadLocked } from "@/features/locked/load-locked";
import { LockedScreen } from "@/features/locked/LockedScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Locked bonuses`) };
}

/** The player's locked bonuses (login-required as a money page). */
export default async function LockedPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadLocked);
  return <LockedScreen locale={locale} first={first} />;
}
