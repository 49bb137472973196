import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { cache } from "react";
import { lookupPost, type PostLookup, readPostId } from "@/features/posts/post-lookup";
import { PostNotFound, PostScreen } from "@/features/posts/PostScreen";
import { APP_SCOPES, enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string; postId: string }> };

/** One lookup per request, shared by the metadata and the page. */
const lookup = cache((locale: Locale, postId: string) => lookupPost(serverApi(locale), readPostId(postId)));

/**
 * The page texts and the lookup side by side: a stalled backend costs one server deadline, not the
 * texts' deadline and then the lookup's.
 */
async function load(params: Props["params"]): Promise<{ locale: Locale; result: PostLookup }> {
  const { postId } = await params;
  const { locale, data } = await enterLocaleLoading(params, (locale) => lookup(locale, postId));
  return { locale, result: data.status === "fulfilled" ? data.value : { kind: "failed" } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, result } = await load(params);
  if (result.kind === "found") return { title: result.post.title };
  const i18n = await getI18n(locale, APP_SCOPES);
  return { title: i18n._(msg`Post`), robots: { index: false } };
}

/** A post, rendered on the server (public, before app start); the native app may open it with openPost. */
export default async function PostPage({ params }: Props) {
  const { locale, result } = await load(params);
  switch (result.kind) {
    case "found":
      return <PostScreen locale={locale} post={result.post} />;
    case "not-found":
      return <PostNotFound locale={locale} />;
    case "failed":
      return (
        <SectionUnavailable
          title={<Trans>This post could not load.</Trans>}
          description={<Trans>Check your connection and try again.</Trans>}
          retryHref={withLocale(`/posts/${encodeURIComponent((await params).postId)}`, locale)}
        />
      );
  }
}
