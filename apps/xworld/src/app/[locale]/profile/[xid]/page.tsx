import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { cache } from "react";
import { lookupPublicProfile, type ProfileLookup, readShowcase, readXid, type Showcase } from "@/features/public-profile/public-profile";
import { PublicProfileNotFound, PublicProfileScreen } from "@/features/public-profile/PublicProfileScreen";
import { APP_SCOPES, enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string; xid: string }> };

/** One lookup and one showcase read per request, shared by the metadata and the page. */
const lookup = cache((locale: Locale, xid: string) => lookupPublicProfile(serverApi(locale), readXid(xid)));
const showcaseOf = cache((locale: Locale, xid: string) => readShowcase(serverApi(locale), readXid(xid)));

/**
 * The page texts, the lookup and the showcase side by side: a stalled backend costs one server deadline,
 * not the texts' deadline and then the lookup's.
 */
async function load(params: Props["params"]): Promise<{ locale: Locale; result: ProfileLookup; showcase: Showcase | null }> {
  const { xid } = await params;
  const { locale, data } = await enterLocaleLoading(params, (locale) => Promise.all([lookup(locale, xid), showcaseOf(locale, xid)]));
  if (data.status !== "fulfilled") return { locale, result: { kind: "failed" }, showcase: null };
  const [result, showcase] = data.value;
  return { locale, result, showcase };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, result } = await load(params);
  if (result.kind === "found") return { title: result.profile.username };
  const i18n = await getI18n(locale, APP_SCOPES);
  return { title: i18n._(msg`Player profile`), robots: { index: false } };
}

/** Another player's public profile and showcase, rendered on the server (they need no login, nor app start). */
export default async function PublicProfilePage({ params }: Props) {
  const { locale, result, showcase } = await load(params);
  switch (result.kind) {
    case "found":
      return <PublicProfileScreen locale={locale} profile={result.profile} showcase={showcase} />;
    case "not-found":
      return <PublicProfileNotFound locale={locale} />;
    case "failed":
      return (
        <SectionUnavailable
          title={<Trans>This profile could not load.</Trans>}
          description={<Trans>Check your connection and try again.</Trans>}
          retryHref={withLocale(`/profile/${encodeURIComponent((await params).xid)}`, locale)}
        />
      );
  }
}
