// /posts/[postId] (rendered on the server, public): a post's title, author and date, its body through
// the kit's rich-text renderer (text with its formats, images, GIFs, video), and a way to report it
// (PostReportLink, the only client part: it hides itself on the player's own post).
import { Plural, Trans } from "@lingui/react/macro";
import type { Post } from "@repo/api-client/endpoints/interaction";
import { PageFrame } from "@repo/app-shell/page-frame";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import Link from "@repo/app-shell/link";
import { PostReportLink } from "./PostReportLink";

// The contract's blocks are the kit's shape (see @repo/api-client/endpoints/task): checked here at compile time.
const asBlocks = (blocks: Post["blocks"]): readonly RichTextBlock[] => blocks;

export function PostScreen({ locale, post }: { locale: Locale; post: Post }) {
  const author = post.author.username;
  const when = formatDateTime(post.created_at, { locale });
  const likes = post.like_count;
  return (
    <PageFrame locale={locale} back={`/profile/${post.author.user_id}`} heading={<Trans>Post</Trans>} headingStyle="label">
      <article className="flex flex-col gap-16">
        <header className="flex flex-col gap-12">
          <h1 className="break-words text-24 font-bold text-text">{post.title}</h1>
          <Link href={withLocale(`/profile/${post.author.user_id}`, locale)} className="flex items-center gap-8 self-start">
            <img src={post.author.avatar} alt="" width={32} height={32} className="size-32 rounded-full bg-surface-sunken object-cover" />
            <span className="flex flex-col">
              <span className="text-14 font-semibold text-text">{author}</span>
              <span className="text-12 text-text-muted">{when}</span>
            </span>
          </Link>
        </header>
        <RichText blocks={asBlocks(post.blocks)} />
        <footer className="flex items-center justify-between gap-12 border-t border-border pt-12">
          <span className="text-13 text-text-muted">
            <Plural value={likes} one="# like" other="# likes" />
          </span>
          <PostReportLink locale={locale} postId={post.post_id} authorId={post.author.user_id} />
        </footer>
      </article>
    </PageFrame>
  );
}

export function PostNotFound({ locale }: { locale: Locale }) {
  return (
    <PageFrame locale={locale} heading={<Trans>Post</Trans>}>
      <EmptyState
        className="min-h-[50dvh] justify-center"
        title={<Trans>This post does not exist.</Trans>}
        description={<Trans>It may have been removed, or the link is wrong.</Trans>}
        action={
          <Link href={withLocale("/", locale)} className="font-semibold text-primary underline underline-offset-4">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </PageFrame>
  );
}
