import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { ProfileScreen } from "@/features/profile/ProfileScreen";
import { loadProfile } from "@/features/profile/load-profile";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`My profile`) };
}

/** The signed-in player's own page (login-required: app start sends a signed-out visitor to login). */
export default async function ProfilePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadProfile(api));
  return <ProfileScreen locale={locale} first={first} />;
}
