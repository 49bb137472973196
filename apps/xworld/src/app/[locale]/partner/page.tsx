import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadPartner } from "@/features/partner/load-partner";
import { PartnerScreen } from "@/features/partner/PartnerScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Partner program`) };
}

/** The partner program: apply and follow the application (login-required). */
export default async function PartnerPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPartner);
  return <PartnerScreen locale={locale} first={first} />;
}
