// A post read on the server (interaction service `post`): found, not found, or the server could not answer.
import type { ApiClient } from "@repo/api-client/client";
import { INTERACTION_CODES, interactionEndpoints, type Post } from "@repo/api-client/endpoints/interaction";
import { isBusinessError } from "@repo/api-client/errors";
import { readId } from "../task/task-query";

export type PostLookup = { kind: "found"; post: Post } | { kind: "not-found" } | { kind: "failed" };

/** The id of /posts/[postId]: a positive integer, else nobody's post. */
export function readPostId(segment: string): number | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return readId(decoded);
}

export async function lookupPost(api: Pick<ApiClient, "call">, postId: number | null): Promise<PostLookup> {
  if (postId === null) return { kind: "not-found" };
  try {
    return { kind: "found", post: await api.call(interactionEndpoints.post, { post_id: postId }) };
  } catch (error) {
    // 1001: the id refused as a parameter reads the same as no such post.
    if (isBusinessError(error, INTERACTION_CODES.NOT_FOUND) || isBusinessError(error, 1001)) return { kind: "not-found" };
    console.error("[posts] lookup failed", error);
    return { kind: "failed" };
  }
}
