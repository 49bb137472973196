import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { MeScreen } from "@/features/me/MeScreen";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Me`) };
}

/** The "me" tab: every personal area of the casino. */
export default async function MePage({ params }: Props) {
  const locale = await enterLocale(params);
  return <MeScreen locale={locale} />;
}
