import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadShare } from "@/features/share/load-share";
import { ShareScreen } from "@/features/share/ShareScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Invite friends`) };
}

/** The player's invite (login-required: app start sends a signed-out visitor to login). */
export default async function SharePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadShare);
  return <ShareScreen locale={locale} first={first} />;
}
