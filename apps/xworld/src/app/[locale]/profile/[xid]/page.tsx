import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import type { Locale } from "@repo/i18n/locales";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { cache } from "react";
import { lookupPublicProfile, readXid } from "@/features/public-profile/public-profile";
import { PublicProfileNotFound, PublicProfileScreen } from "@/features/public-profile/PublicProfileScreen";
import { APP_SCOPES, enterLocale, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string; xid: string }> };

/** One lookup per request, shared by the metadata and the page. */
const lookup = cache((locale: Locale, xid: string) => lookupPublicProfile(serverApi(locale), readXid(xid)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const i18n = await getI18n(locale, APP_SCOPES);
  const result = await lookup(locale, (await params).xid);
  if (result.kind === "found") return { title: result.profile.username };
  return { title: i18n._(msg`Player profile`), robots: { index: false } };
}

/** Another player's public profile, rendered on the server (it needs no login, nor app start). */
export default async function PublicProfilePage({ params }: Props) {
  const locale = await enterLocale(params);
  const result = await lookup(locale, (await params).xid);
  switch (result.kind) {
    case "found":
      return <PublicProfileScreen locale={locale} profile={result.profile} />;
    case "not-found":
      return <PublicProfileNotFound locale={locale} />;
    case "failed":
      return (
        <SectionUnavailable
          title={<Trans>This profile could not load.</Trans>}
          description={<Trans>Check your connection and try again.</Trans>}
        />
      );
  }
}
