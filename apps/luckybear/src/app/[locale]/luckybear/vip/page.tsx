import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadVip } from "@/features/vip/load-vip";
import { VipScreen } from "@/features/vip/VipScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`VIP club`) };
}

/** The VIP club (login-required by the route rules). */
export default async function VipPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadVip);
  return <VipScreen locale={locale} first={first} />;
}
