// Interaction service: posts (read by anyone, opened at /posts/[postId] or by the host's openPost) and
// reports of a player or a post (/user/report). Spec section 7 names the service and no call of it.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { pageOf, unixTime } from "../schemas/common";
import { richTextBlock } from "./task";

/** What a report is about. */
export const REPORT_TARGETS = ["user", "post"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

// Spec: not shown — the reasons a report may give. Choice: these codes; the app words them in the
// player's language, and "other" needs the player's own words.
export const REPORT_REASONS = ["spam", "cheating", "abuse", "impersonation", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Spec: not shown — the interaction service's codes. Choice: the dev API's: an unknown post or player
 * 1002, a second report of the same thing by the same player 2002.
 */
export const INTERACTION_CODES = { NOT_FOUND: 1002, ALREADY_REPORTED: 2002 } as const;

const author = z.object({ user_id: z.number(), username: z.string(), avatar: z.string() });

export const postSummary = z.object({
  post_id: z.number(),
  title: z.string(),
  cover: z.string(),
  created_at: unixTime,
});

export const post = z.extend(postSummary, {
  author,
  /** The body as rich-text blocks (text, image, gif, video; @repo/ui's RichTextBlock shape). */
  blocks: z.array(richTextBlock),
  like_count: z.number(),
});

export const interactionEndpoints = {
  /** A post by id; anyone may read it (an unknown id is 1002). */
  post: defineEndpoint({
    service: "interaction",
    method: "POST",
    path: "/interaction/post",
    auth: false,
    idempotent: true,
    request: z.object({ post_id: z.number() }),
    response: post,
  }),
  /** A player's posts, newest first, 20 a page. */
  userPosts: defineEndpoint({
    service: "interaction",
    method: "POST",
    path: "/interaction/user_posts",
    auth: false,
    idempotent: true,
    request: z.object({ user_id: z.number(), page: z.number(), page_size: z.number() }),
    response: pageOf(postSummary),
  }),
  /**
   * Reports a player or a post once: a second report of the same target by the same player is 2002;
   * reporting oneself or one's own post is refused (1001).
   */
  report: defineEndpoint({
    service: "interaction",
    method: "POST",
    path: "/interaction/report",
    request: z.object({
      target_type: z.enum(REPORT_TARGETS),
      target_id: z.number(),
      reason: z.enum(REPORT_REASONS),
      /** The player's words: needed for "other", optional otherwise (rules/report). */
      detail: z.string(),
    }),
    response: z.object({ report_id: z.string(), created_at: unixTime }),
  }),
};

export type Post = z.infer<typeof post>;
export type PostSummary = z.infer<typeof postSummary>;
