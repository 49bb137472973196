import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import type { Locale } from "@repo/i18n/locales";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { cache } from "react";
import { lookupPost, readPostId } from "@/features/posts/post-lookup";
import { PostNotFound, PostScreen } from "@/features/posts/PostScreen";
import { APP_SCOPES, enterLocale, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string; postId: string }> };

/** One lookup per request, shared by the metadata and the page. */
const lookup = cache((locale: Locale, postId: string) => lookupPost(serverApi(locale), readPostId(postId)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const result = await lookup(locale, (await params).postId);
  if (result.kind === "found") return { title: result.post.title };
  const i18n = await getI18n(locale, APP_SCOPES);
  return { title: i18n._(msg`Post`), robots: { index: false } };
}

/** A post, rendered on the server (public, before app start); the native app may open it with openPost. */
export default async function PostPage({ params }: Props) {
  const locale = await enterLocale(params);
  const result = await lookup(locale, (await params).postId);
  switch (result.kind) {
    case "found":
      return <PostScreen locale={locale} post={result.post} />;
    case "not-found":
      return <PostNotFound locale={locale} />;
    case "failed":
      return <SectionUnavailable title={<Trans>This post could not load.</Trans>} description={<Trans>Check your connection and try again.</Trans>} />;
  }
}
