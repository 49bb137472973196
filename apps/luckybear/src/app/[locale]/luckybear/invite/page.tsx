import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { InviteScreen } from "@/features/invite/InviteScreen";
import { inviteTabOf } from "@/features/invite/invite-tabs";
import { loadInvite } from "@/features/invite/load-invite";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ tab?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Invite friends`) };
}

/** The invite tab (login-required by the route rules); ?tab= opens a section. */
export default async function InvitePage({ params, searchParams }: Props) {
  const tab = inviteTabOf((await searchParams).tab);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadInvite(api, tab));
  return <InviteScreen locale={locale} initialTab={tab} first={first} />;
}
