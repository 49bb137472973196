"use client";
// A post in a list: opened through the platform (the native app's own post view via openPost, the
// /posts page elsewhere); a real link underneath, so it also opens in a new tab or without script.
import type { PostSummary } from "@repo/api-client/endpoints/interaction";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import type { MouseEvent } from "react";

export function PostLink({ locale, post }: { locale: Locale; post: PostSummary }) {
  const platform = usePlatform();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void platform.openPost(post.post_id);
  };
  return (
    <a href={withLocale(`/posts/${post.post_id}`, locale)} onClick={open} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
      <img src={post.cover} alt="" width={56} height={56} className="size-56 shrink-0 rounded-12 bg-surface-sunken object-cover" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="break-words text-15 font-semibold text-text">{post.title}</span>
        <span className="text-12 text-text-muted">{formatDateTime(post.created_at, { locale })}</span>
      </span>
    </a>
  );
}
