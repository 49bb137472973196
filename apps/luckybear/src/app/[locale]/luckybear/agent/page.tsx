import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { AgentScreen } from "@/features/agent/AgentScreen";
import { loadAgent } from "@/features/agent/load-agent";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Agent programme`) };
}

/** The agent programme (login-required by the route rules). */
export default async function AgentPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadAgent);
  return <AgentScreen locale={locale} first={first} />;
}
